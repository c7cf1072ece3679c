import { useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { keyframes } from '@emotion/react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { StylesInAdvance } from '../../design/StylesInAdvance'
import { breakpoints, colors, shadows, sizes, space, zIndex } from '../../design/tokens'
import { standbyAttributes } from '../../lib/dom/standby'
import { useOverlay } from '../../lib/dom/use-overlay'
import { HomeLink } from '../layout/Logo'
import { CLOSE_ANIMATION_MS } from './flyout-state'
import { FlyoutContact, type FlyoutContactDetails } from './FlyoutContact'
import { FlyoutMenuItems } from './FlyoutMenuItems'
import { rowStyle } from './menu-styles'
import type { FlyoutMenus, MenuNode } from './menu-types'
import { SUBMENU_PANEL_STYLES, SubmenuPanel } from './SubmenuPanel'

interface MenuFlyoutProps {
  id: string
  menus: FlyoutMenus
  contact: FlyoutContactDetails
  /** on standby: mounted and laid out, not shown (lib/dom/standby.ts) */
  state: 'standby' | 'open' | 'closing'
  /** on standby, how much is mounted yet: the first n menus, then (n > menus) the contact details too */
  standbyParts: number
  submenu: MenuNode | null
  submenuHeading: RefObject<HTMLHeadingElement>
  onClose: () => void
  onToggleSubmenu: (item: MenuNode) => void
  onHoverItem: (item: MenuNode) => void
  onBack: () => void
  registerToggle: (item: MenuNode, element: HTMLButtonElement | null) => void
}

const fade = keyframes({ from: { opacity: 0 } })
const slide = keyframes({ from: { transform: 'translateX(100%)' } })
const leave = `${CLOSE_ANIMATION_MS}ms ease-in forwards`
// Selected by the outermost element's state, so the classes stay the same from standby to open and to closing:
// opening inserts no style.
const OPENING = '[data-state="open"] > &'
const CLOSING = '[data-state="closing"] > &'
/** Where the submenu panel opens: over the menus on narrow screens (sliding in), beside them on wide ones. */
const submenuPlaceStyle = {
  [breakpoints.belowDesktop]: {
    position: 'absolute',
    inset: 0,
    padding: space.md,
    background: colors.background,
    animation: `${slide} 200ms ease-out`,
  },
  [breakpoints.desktop]: { borderLeft: `1px solid ${colors.border}`, paddingLeft: space.xl },
} as const
/** What opening a submenu shows, in the page from standby on: a tap adds no style rule (StylesInAdvance). */
const SUBMENU_STYLES = [submenuPlaceStyle, ...SUBMENU_PANEL_STYLES]

/** The full-screen flyout: backdrop, the three menus, and the submenu panel of the item that is open. */
export const MenuFlyout = ({
  id,
  menus,
  contact,
  state,
  standbyParts,
  submenu,
  submenuHeading,
  onClose,
  onToggleSubmenu,
  onHoverItem,
  onBack,
  registerToggle,
}: MenuFlyoutProps) => {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  useOverlay({ open: state === 'open', container: dialog, initialFocus: closeButton, onEscape: onClose })
  const submenuPanelId = `${id}-submenu`
  // Shown, everything; on standby what has been mounted so far (each part is one commit and one small layout).
  const parts = state === 'standby' ? standbyParts : Infinity

  return createPortal(
    <div css={{ position: 'fixed', inset: 0, zIndex: zIndex.flyout }} {...standbyAttributes(state)}>
      <div
        data-flyout-backdrop=""
        onClick={onClose}
        css={{
          position: 'absolute',
          inset: 0,
          background: 'rgba(13, 44, 84, 0.6)',
          [OPENING]: { animation: `${fade} 200ms ease-out` },
          [CLOSING]: { animation: `${fade} ${leave} reverse` },
        }}
      />
      <div
        id={id}
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        css={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: '100%',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          background: colors.background,
          boxShadow: shadows.raised,
          outline: 'none',
          [OPENING]: { animation: `${slide} 250ms ease-out` },
          [CLOSING]: { animation: `${slide} ${leave} reverse` },
          [breakpoints.desktop]: { width: 'min(100%, 60rem)' },
        }}
      >
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: sizes.header,
            padding: `0 ${space.md}`,
            borderBottom: `1px solid ${colors.border}`,
          }}
        >
          <HomeLink onClick={onClose} />
          <button type="button" ref={closeButton} onClick={onClose} css={{ ...rowStyle, fontWeight: 700 }}>
            <LineIcon>{INTERFACE_ICONS.close}</LineIcon>
            Sluiten
          </button>
        </div>
        <div
          css={{
            position: 'relative',
            display: 'grid',
            padding: space.md,
            [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr', gap: space.xl, padding: space.xl },
          }}
        >
          <div
            css={{
              display: 'grid',
              alignContent: 'start',
              gap: space.lg,
              [breakpoints.belowDesktop]: submenu ? { visibility: 'hidden' } : {},
            }}
          >
            {menus.slice(0, parts).map((menu, index) => (
              <FlyoutMenuItems
                key={menu.location}
                label={menu.label}
                items={menu.items}
                size={index === 0 ? 'large' : 'small'}
                openItemId={submenu?.databaseId ?? null}
                submenuPanelId={submenuPanelId}
                onToggleSubmenu={onToggleSubmenu}
                onHoverItem={onHoverItem}
                onNavigate={onClose}
                registerToggle={registerToggle}
              />
            ))}
          </div>
          {!submenu && parts > menus.length && <FlyoutContact {...contact} />}
          <StylesInAdvance styles={SUBMENU_STYLES} />
          {submenu && (
            <div css={submenuPlaceStyle}>
              <SubmenuPanel
                ref={submenuHeading}
                id={submenuPanelId}
                item={submenu}
                onBack={onBack}
                onNavigate={onClose}
              />
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  )
}
