import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useStaticQuery } from 'gatsby'
import { clearSessionFlagsInMemory } from '../../../lib/dom/session-flag'
import { ContactWidget } from '../ContactWidget'
import { POPOUT_VISIBLE_MS } from '../use-contact-popout'
import { loadFirst } from '../../../../tests/helpers/load-first'

const SITE_FRAME = {
  site: { siteMetadata: { title: 'Tandem Praktijksoftware', siteUrl: '', contactFormUrl: '' } },
  wpSiteOptions: { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' },
  allWpMenu: { nodes: [] },
}

const popout = () => screen.queryByTestId('contact-popout')

describe('the floating contact button and its popout', () => {
  loadFirst(
    () => import('../ContactModal'),
    () => import('../SiteContactForm'),
  )
  beforeEach(() => {
    jest.useFakeTimers()
    window.sessionStorage.clear()
    clearSessionFlagsInMemory()
    jest.mocked(useStaticQuery).mockReturnValue(SITE_FRAME)
  })
  afterEach(() => jest.useRealTimers())

  it('shows the popout right after the button appears and hides it after 5 seconds', () => {
    render(<ContactWidget />)
    expect(screen.getByRole('button', { name: 'Kom in contact' })).toBeInTheDocument()
    expect(popout()).toHaveTextContent('Vragen over onze software?')
    act(() => jest.advanceTimersByTime(POPOUT_VISIBLE_MS - 1))
    expect(popout()).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(popout()).not.toBeInTheDocument()
  })

  it('shows the popout only once per browser session, also after a reload', () => {
    const first = render(<ContactWidget />)
    act(() => jest.advanceTimersByTime(POPOUT_VISIBLE_MS))
    first.unmount()
    clearSessionFlagsInMemory() // as after a reload: only sessionStorage remembers
    render(<ContactWidget />)
    expect(screen.getByRole('button', { name: 'Kom in contact' })).toBeInTheDocument()
    expect(popout()).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(POPOUT_VISIBLE_MS))
    expect(popout()).not.toBeInTheDocument()
  })

  it('can be closed with its close button, and is not shown again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const first = render(<ContactWidget />)
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }))
    expect(popout()).not.toBeInTheDocument()
    first.unmount()
    render(<ContactWidget />)
    expect(popout()).not.toBeInTheDocument()
  })

  it('opens the large modal with the promise and the contact form', async () => {
    jest.useRealTimers()
    const user = userEvent.setup()
    render(<ContactWidget />)
    await user.click(screen.getByRole('button', { name: 'Kom in contact' }))
    // the modal's code is fetched on the click (or before it, when the visitor points at the button)
    const dialog = await screen.findByRole('dialog', { name: 'Interesse of vragen?' })
    expect(dialog).toHaveTextContent('binnen twee werkdagen contact met u op')
    expect(popout()).not.toBeInTheDocument()
    expect(await screen.findByRole('form', { name: 'Contactformulier' })).toBeInTheDocument()
    expect(await axe(document.body)).toHaveNoViolations()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // focus goes back once the closing frame is painted (lib/dom/use-overlay.ts)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kom in contact' })).toHaveFocus())
  })
})
