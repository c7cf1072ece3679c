import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { ActivityList, type Activity } from '../ActivityList'

const webinar: Activity = {
  slug: 'webinar-nieuw-in-exquise-6-4',
  title: 'Webinar: nieuw in Exquise 6.4',
  path: '/agenda/webinar-nieuw-in-exquise-6-4',
  excerpt: 'Wat er nieuw is.',
  start: '2026-11-26T19:30:00',
  end: '2026-11-26T20:30:00',
  location: 'Online',
  registrationUrl: 'https://webinar.example.nl/nieuw',
  activityTypes: [{ name: 'Webinar', slug: 'webinar' }],
  featuredImage: null,
}
const fair: Activity = {
  ...webinar,
  slug: 'beurs',
  title: 'Mondzorgvakdagen',
  path: '/agenda/beurs',
  registrationUrl: null,
  activityTypes: [{ name: 'Beurs', slug: 'beurs' }],
}

describe('ActivityList', () => {
  it('links each activity to its page, its sign-up and its calendar file, marked for the data layer', async () => {
    const { container } = render(<ActivityList activities={[webinar, fair]} showSignUp />)
    expect(screen.getByRole('link', { name: webinar.title })).toHaveAttribute('href', webinar.path)
    const signUp = screen.getByRole('link', {
      name: `Aanmelden voor ${webinar.title}`,
    })
    expect(signUp).toHaveAttribute('data-agenda-link', 'registration')
    expect(signUp).toHaveAttribute('data-activity-slug', webinar.slug)
    expect(signUp).toHaveAttribute('data-activity-type', 'webinar')
    const calendar = screen.getByRole('link', { name: `Zet in mijn agenda: ${webinar.title}` })
    expect(calendar).toHaveAttribute(
      'href',
      '/agenda/webinar-nieuw-in-exquise-6-4/webinar-nieuw-in-exquise-6-4.ics',
    )
    expect(calendar).toHaveAttribute('data-agenda-link', 'calendar')
    expect(calendar).toHaveAttribute('data-activity-slug', webinar.slug)
    // without a registration address there is no sign-up link, but still the calendar file
    expect(screen.queryByRole('link', { name: /Aanmelden voor Mondzorgvakdagen/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Zet in mijn agenda: Mondzorgvakdagen' })).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('offers past activities without sign-up or calendar links', () => {
    render(<ActivityList activities={[webinar]} showSignUp={false} />)
    expect(screen.getByRole('link', { name: webinar.title })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Aanmelden|Zet in mijn agenda/ })).toBeNull()
  })
})
