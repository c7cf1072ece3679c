import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SiteMenu } from '../SiteMenu'
import { FIXTURE_MENUS } from './menu-fixture'

// The flyout's code cannot be loaded (offline before it was fetched, say).
jest.mock('../MenuFlyout', () => {
  throw new Error('network down')
})

describe('a flyout whose code cannot be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('says so in Dutch, points to the footer, and the Menu button controls that message', async () => {
    const user = userEvent.setup()
    render(
      <SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={{ phoneNumber: null, emailAddress: null }} />,
    )
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Het menu kon niet worden geladen.')
    expect(alert).toHaveTextContent('gebruik de links onderaan de pagina')
    const controlled = menuButton.getAttribute('aria-controls')
    expect(controlled && document.getElementById(controlled)).toContainElement(alert)
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})
