import { render } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { useActivityEvents, type EventActivity } from '../use-activity-events'

/** The Event data of an activity whose image the build left out names no image, like its og:image. */
const Events = ({ activity }: { activity: EventActivity }) => (
  <pre>{JSON.stringify(useActivityEvents([activity], '2026-01-01T00:00:00'))}</pre>
)

const webinar = (gatsbyImageData: unknown): EventActivity => ({
  title: 'Webinar',
  path: '/agenda/webinar/',
  excerpt: 'Een webinar',
  start: '2026-12-10T14:00:00',
  end: null,
  location: 'Online',
  registrationUrl: null,
  featuredImage: { url: 'https://cms.example.nl/wp-content/uploads/webinar.jpg', gatsbyImageData },
})

const imagesOf = (activity: EventActivity): unknown => {
  const { container } = render(<Events activity={activity} />)
  const [event] = JSON.parse(container.textContent ?? '[]') as Array<{ image?: string[] }>
  return event?.image
}

describe('the Event data of an activity', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      site: { siteMetadata: { title: 'Tandem', siteUrl: 'https://www.example.nl', contactFormUrl: '' } },
      wpSiteOptions: null,
      allWpMenu: { nodes: [] },
    })
  })

  it('names the image the build made', () => {
    expect(imagesOf(webinar({ width: 720 }))).toEqual([
      'https://cms.example.nl/wp-content/uploads/webinar.jpg',
    ])
  })

  it('names none when the build left it out', () => {
    expect(imagesOf(webinar(null))).toBeUndefined()
  })

  it('names none on the agenda, which asks only whether the image is usable, when the build left it out', () => {
    const agendaImage = (usable: boolean) => ({
      ...webinar(undefined),
      featuredImage: { url: 'https://cms.example.nl/wp-content/uploads/webinar.jpg', usable },
    })
    expect(imagesOf(agendaImage(true))).toEqual(['https://cms.example.nl/wp-content/uploads/webinar.jpg'])
    expect(imagesOf(agendaImage(false))).toBeUndefined()
  })
})
