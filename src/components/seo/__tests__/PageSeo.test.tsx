import { render } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { PageSeo } from '../PageSeo'

/** A page whose image the build left out (a missing or broken file) is shared without it. */
describe('the image in the head of a CMS page', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      site: { siteMetadata: { title: 'Tandem', siteUrl: 'https://www.example.nl', contactFormUrl: '' } },
      wpSiteOptions: null,
      allWpMenu: { nodes: [] },
    })
  })

  const page = (gatsbyImageData: unknown) => ({
    title: 'Qbridge',
    path: '/producten/qbridge/',
    metaDescription: null,
    intro: null,
    excerpt: null,
    featuredImage: { url: 'https://cms.example.nl/wp-content/uploads/qbridge.jpg', gatsbyImageData },
  })
  const meta = (container: HTMLElement, selector: string) =>
    container.querySelector(`meta[${selector}]`)?.getAttribute('content')

  it('is shared when the build made it', () => {
    const { container } = render(<PageSeo page={page({ width: 720 })} />)
    expect(meta(container, 'property="og:image"')).toBe(
      'https://cms.example.nl/wp-content/uploads/qbridge.jpg',
    )
    expect(meta(container, 'name="twitter:card"')).toBe('summary_large_image')
  })

  it('is not shared when the build left it out', () => {
    const { container } = render(<PageSeo page={page(null)} />)
    expect(container.querySelector('meta[property^="og:image"]')).toBeNull()
    expect(meta(container, 'name="twitter:card"')).toBe('summary')
  })
})
