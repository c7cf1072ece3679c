import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect } from 'react'
import { axe } from 'jest-axe'
import { CLOSE_ANIMATION_MS } from '../flyout-state'
import { SiteMenu } from '../SiteMenu'
import { FIXTURE_MENUS } from './menu-fixture'
import { loadFirst } from '../../../../tests/helpers/load-first'

const CONTACT = { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' }

/** Pretends the window is desktop-wide (hover opens submenus) or narrow. */
function setWideScreen(wide: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

function renderMenu(pathname = '/') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const result = render(<SiteMenu menus={FIXTURE_MENUS} pathname={pathname} contact={CONTACT} />)
  return { user, ...result }
}

const hamburger = () => screen.getByRole('button', { name: 'Menu' })
const flyout = () => screen.queryByRole('dialog', { name: 'Menu' })
const finishClosing = () => act(() => jest.advanceTimersByTime(CLOSE_ANIMATION_MS))

describe('the menu flyout', () => {
  loadFirst(() => import('../MenuFlyout'))
  // The flyout's code is loaded on demand: open it once, so every test finds it loaded as after a preload.
  beforeAll(async () => {
    setWideScreen(true)
    const { unmount } = render(<SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={CONTACT} />)
    await userEvent.setup().click(hamburger())
    await screen.findByRole('dialog', { name: 'Menu' })
    unmount()
  })

  beforeEach(() => {
    jest.useFakeTimers()
    setWideScreen(true)
    window.scrollTo = jest.fn()
  })
  afterEach(() => jest.useRealTimers())

  it('opens from the hamburger with the three menus, moves focus in and locks page scroll', async () => {
    const { user } = renderMenu()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false')
    await user.click(hamburger())
    const dialog = flyout()
    expect(dialog).toBeInTheDocument()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    for (const label of ['Hoofdmenu', 'Exquise', 'Service']) {
      expect(within(dialog!).getByRole('navigation', { name: label })).toBeInTheDocument()
    }
    // focus moves in, and the scroll is locked, after the first frame (lib/dom/use-overlay.ts)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closes with Escape, gives focus back to the hamburger and unlocks scrolling', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    await user.keyboard('{Escape}')
    finishClosing()
    expect(flyout()).not.toBeInTheDocument()
    expect(hamburger()).toHaveFocus()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false')
    expect(document.documentElement.style.overflow).toBe('')
    // the page was never moved, so nothing puts it back
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('closes when the backdrop is clicked, and with its close button', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    fireEvent.click(document.querySelector('[data-flyout-backdrop]')!)
    finishClosing()
    expect(flyout()).not.toBeInTheDocument()
    await user.click(hamburger())
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    finishClosing()
    expect(flyout()).not.toBeInTheDocument()
  })

  it('keeps Tab inside the flyout', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    const dialog = flyout()!
    for (let step = 0; step < 25; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('opens a submenu panel from a # item, with a back button that returns focus to the toggle', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    const toggle = screen.getByRole('button', { name: 'Producten' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Tab}')
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Producten' })
    // after the panel's first frame (SiteMenu.tsx)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Producten' })).toHaveFocus())
    expect(within(panel).getByRole('link', { name: 'Qbridge' })).toHaveAttribute(
      'href',
      '/producten-en-diensten/qbridge',
    )
    // third level nested under its parent
    expect(within(panel).getByRole('link', { name: 'Exquiray' })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Terug' }))
    expect(screen.queryByRole('region', { name: 'Producten' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })

  it('a # item only toggles its submenu', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    const toggle = screen.getByRole('button', { name: 'Producten' })
    expect(screen.queryByRole('link', { name: 'Producten' })).not.toBeInTheDocument()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('an item with children and an address is both a link and a submenu toggle', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    expect(screen.getByRole('link', { name: 'Over ons' })).toHaveAttribute('href', '/over-ons')
    await user.click(screen.getByRole('button', { name: 'Submenu Over ons' }))
    expect(screen.getByRole('link', { name: 'Werken bij' })).toBeInTheDocument()
  })

  it('opens links inside the app or externally as the spec says, and keeps the editors classes', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    const webinar = screen.getByRole('link', { name: /Live webinar volgen/ })
    expect(webinar).toHaveAttribute('target', '_blank')
    expect(webinar.getAttribute('rel')).toContain('noopener')
    const mail = screen.getByRole('link', { name: 'Mail de helpdesk' })
    expect(mail).toHaveAttribute('href', 'mailto:support@example.nl')
    expect(mail).not.toHaveAttribute('target')
    const contact = screen.getByRole('link', { name: 'Contact' })
    expect(contact.closest('li')).toHaveClass('menu-item--highlight', 'menu-item--button')
  })

  it('closes when an in-app link is followed', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    // jsdom cannot load another document; Gatsby's Link would navigate inside the app instead
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await user.click(screen.getByRole('link', { name: 'Contact' }))
    finishClosing()
    expect(flyout()).not.toBeInTheDocument()
  })

  it('closes when the path changes some other way (the browser back button)', async () => {
    const { user, rerender } = renderMenu()
    await user.click(hamburger())
    rerender(<SiteMenu menus={FIXTURE_MENUS} pathname="/vorige-pagina" contact={CONTACT} />)
    finishClosing()
    expect(flyout()).not.toBeInTheDocument()
  })

  // In the browser the menu is hydrated on its own, at low priority. A click that arrives after that hydration is
  // on screen but before React has run its effects must open the flyout and leave it open.
  it('stays open when opened between the first render and its effects', async () => {
    const ClickMenuOnCommit = () => {
      useLayoutEffect(() => {
        hamburger().click()
      }, [])
      return null
    }
    render(
      <>
        <SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={CONTACT} />
        <ClickMenuOnCommit />
      </>,
    )
    finishClosing()
    expect(flyout()).toBeInTheDocument()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens a submenu on hover, keeps it open when its toggle is then clicked, and clears it on close', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    const toggle = screen.getByRole('button', { name: 'Producten' })
    await user.hover(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    finishClosing()
    await user.click(hamburger())
    expect(screen.queryByRole('region', { name: 'Producten' })).not.toBeInTheDocument()
  })

  it('does not open a submenu on hover while closing after a click', async () => {
    const { user } = renderMenu()
    await user.click(hamburger())
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    // still on screen (animating out) under the pointer
    const toggle = screen.getByRole('button', { name: 'Producten' })
    fireEvent.pointerEnter(toggle.closest('li')!, { pointerType: 'mouse' })
    expect(screen.queryByRole('region', { name: 'Producten' })).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('does not open submenus on hover on narrow screens, where the panel would cover the menu', async () => {
    setWideScreen(false)
    const { user } = renderMenu()
    await user.click(hamburger())
    await user.hover(screen.getByRole('button', { name: 'Producten' }))
    expect(screen.queryByRole('region', { name: 'Producten' })).not.toBeInTheDocument()
  })

  it('has no axe violations with the flyout and a submenu open', async () => {
    jest.useRealTimers()
    const user = userEvent.setup()
    render(<SiteMenu menus={FIXTURE_MENUS} pathname="/" contact={CONTACT} />)
    await user.click(hamburger())
    await user.click(screen.getByRole('button', { name: 'Producten' }))
    expect(await axe(document.body)).toHaveNoViolations()
  })
})
