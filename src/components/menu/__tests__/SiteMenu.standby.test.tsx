import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { SiteMenu } from '../SiteMenu'
import { FIXTURE_MENUS } from './menu-fixture'
import { loadFirst } from '../../../../tests/helpers/load-first'

const CONTACT = { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' }
const onStandby = () => document.querySelector<HTMLElement>('[data-state="standby"]')

describe('the menu flyout on standby', () => {
  loadFirst(() => import('../MenuFlyout'))
  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false })
  })

  it('is mounted hidden from everyone once the browser is idle after the load, and a tap only shows it', async () => {
    const user = userEvent.setup()
    render(<SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={CONTACT} />)
    await waitFor(() => expect(onStandby()).not.toBeNull())
    const standby = onStandby()!
    // laid out but not shown, heard, hit or reached: nothing a visitor or a tool finds
    expect(standby).toHaveAttribute('aria-hidden', 'true')
    expect(standby.style.visibility).toBe('hidden')
    expect(standby.style.pointerEvents).toBe('none')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveAttribute('aria-controls')
    expect(await axe(document.body)).toHaveNoViolations()

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    // the same element, not a new one: opening renders nothing new
    expect(dialog.closest('[data-state]')).toBe(standby)
    expect(standby).toHaveAttribute('data-state', 'open')
    expect(standby).not.toHaveAttribute('aria-hidden')
    expect(standby.getAttribute('style') ?? '').toBe('')
    // focus moves in after the flyout's first frame (lib/dom/use-overlay.ts)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(onStandby()).toBe(standby))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    // focus goes back once the closing frame is painted (lib/dom/use-overlay.ts)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus())
  })

  it('mounts every submenu panel hidden on standby, so a tap on an item only shows its panel', async () => {
    const user = userEvent.setup()
    render(<SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={CONTACT} />)
    const withChildren = FIXTURE_MENUS.flatMap((menu) => menu.items).filter((item) => item.children?.length)
    const panels = () => document.querySelectorAll<HTMLElement>('[data-state] section[id*="-submenu-"]')
    await waitFor(() => expect(panels()).toHaveLength(withChildren.length))
    const byTitle = (title: string) => [...panels()].find((panel) => panel.textContent?.includes(title))!
    const products = byTitle('Qbridge')
    expect(products.parentElement).not.toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const toggle = screen.getByRole('button', { name: 'Producten' })
    await user.click(toggle)
    // the same element as on standby, now the one shown, with the ids its toggle and heading refer to
    const shown = screen.getByRole('region', { name: 'Producten' })
    expect(shown).toBe(products)
    expect(toggle).toHaveAttribute('aria-controls', shown.id)
    // after the panel's first frame (SiteMenu.tsx)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Producten' })).toHaveFocus())
    expect(screen.getAllByRole('region')).toHaveLength(1)
    expect(await axe(document.body)).toHaveNoViolations()

    await user.click(screen.getByRole('button', { name: 'Terug' }))
    expect(screen.queryByRole('region', { name: 'Producten' })).not.toBeInTheDocument()
    expect(products).toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })
})
