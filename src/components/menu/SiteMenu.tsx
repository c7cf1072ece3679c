import { Suspense, useCallback, useEffect, useId, useReducer, useRef } from 'react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { motionReduced } from '../../design/motion'
import { fontWeights, mediaQueries } from '../../design/tokens'
import { afterNextPaint } from '../../lib/dom/after-next-paint'
import { useIdleStandby } from '../../lib/dom/standby'
import { preloadable } from '../../lib/preloadable'
import { ErrorBoundary } from '../layout/ErrorBoundary'
import { CLOSE_ANIMATION_MS, flyoutReducer, initialFlyoutState } from './flyout-state'
import type { FlyoutContactDetails } from './FlyoutContact'
import { MenuLoading } from './MenuLoading'
import { MenuUnavailable } from './MenuUnavailable'
import { rowStyle } from './menu-styles'
import { standbyPartCount, type FlyoutMenus, type MenuNode } from './menu-types'

/**
 * The flyout's code (with its submenus) is not part of a page's load. It is fetched at low priority once the page
 * has loaded and the browser is idle, and the flyout then waits on standby (lib/dom/standby.ts), so a tap only
 * shows it; a visitor who reaches for the Menu button sooner (pointing, touching, focusing) fetches it then.
 * Until it has arrived the flyout opens with a loading state.
 */
const flyout = preloadable(() =>
  import(/* webpackChunkName: "menu-flyout" */ './MenuFlyout').then((module) => module.MenuFlyout),
)
const MenuFlyout = flyout.Component
// A failure is left to the flyout's own error boundary, when the visitor opens it.
const preloadMenuFlyout = () => {
  flyout.preload().catch(() => undefined)
}
const prefetchMenuFlyout = () =>
  flyout.preload(() =>
    import(/* webpackChunkName: "menu-flyout", webpackFetchPriority: "low" */ './MenuFlyout').then(
      (module) => module.MenuFlyout,
    ),
  )

interface SiteMenuProps {
  menus: FlyoutMenus
  /** the current path: navigating anywhere (also with the browser's back button) closes the flyout */
  pathname: string
  contact: FlyoutContactDetails
}

/** The site menu: the hamburger button in the header and the flyout it opens. */
export const SiteMenu = ({ menus, pathname, contact }: SiteMenuProps) => {
  const [state, dispatch] = useReducer(flyoutReducer, initialFlyoutState)
  const flyoutId = useId()
  const toggles = useRef(new Map<number, HTMLButtonElement>())
  const submenuHeading = useRef<HTMLHeadingElement>(null)
  const focusSubmenuWhenOpen = useRef(false)

  // Without motion there is no closing animation to wait for: closed at once.
  const close = useCallback(() => {
    dispatch({ type: 'close' })
    if (motionReduced()) dispatch({ type: 'closed' })
  }, [])

  const partsOnStandby = useIdleStandby(prefetchMenuFlyout, standbyPartCount(menus))

  useEffect(() => {
    if (state.phase !== 'closing') return
    const timer = window.setTimeout(() => dispatch({ type: 'closed' }), CLOSE_ANIMATION_MS)
    return () => window.clearTimeout(timer)
  }, [state.phase])

  // Close on navigation only. Closing on the first render too would race a click: the menu hydrates on its own,
  // and a click between that hydration and its effects would open the flyout and then see it closed.
  const pathnameShown = useRef(pathname)
  useEffect(() => {
    if (pathnameShown.current === pathname) return
    pathnameShown.current = pathname
    close()
  }, [pathname, close])

  // A submenu opened by click or keyboard takes focus; one opened by hovering leaves focus where it is. Focus
  // moves after the panel's first frame: moving it restyles at once, and the tap's answer need not wait for that.
  useEffect(() => {
    const focusHeading = Boolean(state.submenu && state.openedBy === 'toggle' && focusSubmenuWhenOpen.current)
    focusSubmenuWhenOpen.current = false
    return focusHeading ? afterNextPaint(() => submenuHeading.current?.focus()) : undefined
  }, [state.submenu, state.openedBy])

  // Stable from render to render, so the menus (memoised) are not rendered again when the flyout opens.
  const toggleSubmenu = useCallback((item: MenuNode) => {
    focusSubmenuWhenOpen.current = true
    dispatch({ type: 'toggleSubmenu', item })
  }, [])
  // Hover only opens submenus where the panel sits beside the menu; on narrow screens it would cover it.
  const hoverItem = useCallback((item: MenuNode) => {
    if (window.matchMedia(mediaQueries.desktop).matches) dispatch({ type: 'openSubmenu', item })
  }, [])
  const back = useCallback((item: MenuNode) => {
    dispatch({ type: 'closeSubmenu' })
    toggles.current.get(item.databaseId)?.focus()
  }, [])
  const registerToggle = useCallback((item: MenuNode, element: HTMLButtonElement | null) => {
    if (element) toggles.current.set(item.databaseId, element)
    else toggles.current.delete(item.databaseId)
  }, [])

  const open = state.phase === 'open'
  const closed = state.phase === 'closed'
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        // only while the flyout is shown: on standby it is hidden from assistive technology
        aria-controls={closed ? undefined : flyoutId}
        onClick={() => dispatch({ type: 'open' })}
        onPointerEnter={preloadMenuFlyout}
        onFocus={preloadMenuFlyout}
        css={{ ...rowStyle, fontWeight: fontWeights.bold }}
      >
        <LineIcon>{INTERFACE_ICONS.menu}</LineIcon>
        Menu
      </button>
      {(!closed || partsOnStandby > 0) && (
        <ErrorBoundary
          resetKey={pathname}
          // closed, a flyout that failed on standby shows nothing until it is opened
          fallback={closed ? <></> : <MenuUnavailable id={flyoutId} onClose={close} />}
        >
          {/* while the code arrives, the element the Menu button controls says so (aria-controls must hold) */}
          <Suspense fallback={closed ? null : <MenuLoading id={flyoutId} onClose={close} />}>
            <MenuFlyout
              id={flyoutId}
              menus={menus}
              contact={contact}
              state={state.phase === 'closed' ? 'standby' : state.phase}
              standbyParts={partsOnStandby}
              submenu={state.submenu}
              submenuHeading={submenuHeading}
              onClose={close}
              onToggleSubmenu={toggleSubmenu}
              onHoverItem={hoverItem}
              onBack={back}
              registerToggle={registerToggle}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
