import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useStaticQuery } from 'gatsby'
import { clearSessionFlagsInMemory } from '../../../lib/dom/session-flag'
import { ContactWidget } from '../ContactWidget'

const SITE_FRAME = {
  site: { siteMetadata: { title: 'Tandem Praktijksoftware', siteUrl: '', contactFormUrl: '' } },
  wpSiteOptions: { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' },
  allWpMenu: { nodes: [] },
}

const events = () => (window.dataLayer ?? []).map((entry) => ('event' in entry ? entry : null))

beforeEach(() => {
  delete window.dataLayer
  window.sessionStorage.clear()
  clearSessionFlagsInMemory()
  jest.mocked(useStaticQuery).mockReturnValue(SITE_FRAME)
})

describe('the contact widget’s events', () => {
  it('reports the popout shown, and opening the modal from it', async () => {
    const user = userEvent.setup()
    render(<ContactWidget />)
    await screen.findByTestId('contact-popout')
    await user.click(screen.getByRole('button', { name: 'Kom in contact' }))
    expect(events()).toEqual([
      { event: 'contact_popout_shown' },
      { event: 'contact_popout_used', popout_action: 'open_modal' },
      { event: 'contact_modal_open', popout_shown: true },
    ])
  })

  it('reports closing the popout, and a later modal without it', async () => {
    const user = userEvent.setup()
    render(<ContactWidget />)
    await user.click(await screen.findByRole('button', { name: 'Melding sluiten' }))
    await user.click(screen.getByRole('button', { name: 'Kom in contact' }))
    expect(events()).toEqual([
      { event: 'contact_popout_shown' },
      { event: 'contact_popout_used', popout_action: 'close' },
      { event: 'contact_modal_open', popout_shown: false },
    ])
  })

  it('does not report the popout again in the same session', async () => {
    window.sessionStorage.setItem('contact-popout-shown', '1')
    render(<ContactWidget />)
    await screen.findByRole('button', { name: 'Kom in contact' })
    expect(events()).toEqual([])
  })
})
