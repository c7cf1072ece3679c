import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useStaticQuery } from 'gatsby'
import { clearSessionFlagsInMemory } from '../../../lib/dom/session-flag'
import { ContactWidget } from '../ContactWidget'
import { loadFirst } from '../../../../tests/helpers/load-first'

const SITE_FRAME = {
  site: { siteMetadata: { title: 'Tandem Praktijksoftware', siteUrl: '', contactFormUrl: '' } },
  wpSiteOptions: { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' },
  allWpMenu: { nodes: [] },
}
const onStandby = () => document.querySelector<HTMLElement>('[data-state="standby"]')

describe('the contact modal on standby', () => {
  loadFirst(
    () => import('../ContactModal'),
    () => import('../SiteContactForm'),
  )
  beforeEach(() => {
    window.sessionStorage.clear()
    clearSessionFlagsInMemory()
    jest.mocked(useStaticQuery).mockReturnValue(SITE_FRAME)
  })

  it('waits hidden with its form once the browser is idle; a tap shows it, and each opening has a fresh form', async () => {
    const user = userEvent.setup()
    render(<ContactWidget />)
    await waitFor(() => expect(onStandby()?.querySelector('form')).toBeTruthy())
    const standby = onStandby()!
    expect(standby).toHaveAttribute('aria-hidden', 'true')
    expect(standby.style.visibility).toBe('hidden')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Contactformulier' })).not.toBeInTheDocument()
    expect(await axe(document.body)).toHaveNoViolations()

    await user.click(screen.getByRole('button', { name: 'Kom in contact' }))
    const dialog = screen.getByRole('dialog', { name: 'Interesse of vragen?' })
    expect(standby).toContainElement(dialog)
    expect(standby).toHaveAttribute('data-state', 'open')
    // focus moves in after the modal's first frame (lib/dom/use-overlay.ts)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await user.type(screen.getByLabelText('Naam', { exact: true }), 'Anna de Vries')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // focus goes back once the closing frame is painted (lib/dom/use-overlay.ts)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kom in contact' })).toHaveFocus())
    // a new modal on standby, its form empty, as when the modal was mounted only while open
    await waitFor(() => expect(onStandby()).not.toBe(standby))
    await waitFor(() => expect(onStandby()?.querySelector('form')).toBeTruthy())
    await user.click(screen.getByRole('button', { name: 'Kom in contact' }))
    expect(screen.getByLabelText('Naam', { exact: true })).toHaveValue('')
  })
})
