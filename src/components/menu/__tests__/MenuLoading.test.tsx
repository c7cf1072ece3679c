import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SiteMenu } from '../SiteMenu'
import { FIXTURE_MENUS } from './menu-fixture'

// The flyout's code is still on its way (a tap before the idle fetch was done): it never arrives in this test.
jest.mock('../MenuFlyout', () => ({
  MenuFlyout: () => {
    throw new Promise(() => undefined)
  },
}))

describe('a tap on Menu before the flyout’s code has arrived', () => {
  it('opens a panel at once that says the menu is loading, which the Menu button controls and can be closed', async () => {
    const user = userEvent.setup()
    render(
      <SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={{ phoneNumber: null, emailAddress: null }} />,
    )
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Het menu wordt geladen…')
    const controlled = menuButton.getAttribute('aria-controls')
    expect(controlled && document.getElementById(controlled)).toContainElement(status)
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  })
})
