import { useMemo, useRef, type RefObject } from 'react'
import { keyframes } from '@emotion/react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { motion } from '../../design/motion'
import { breakpoints, colors, fontWeights, shadows, sizes, space, zIndex } from '../../design/tokens'
import { inBody } from '../../lib/dom/in-body'
import { standbyAttributes } from '../../lib/dom/standby'
import { useOverlay } from '../../lib/dom/use-overlay'
import { HomeLink } from '../layout/Logo'
import { CLOSE_ANIMATION_MS } from './flyout-state'
import { FlyoutContact, type FlyoutContactDetails } from './FlyoutContact'
import { FlyoutMenuItems } from './FlyoutMenuItems'
import { rowStyle, slideIn } from './menu-styles'
import { panelsMountedOf, submenuItemsOf, type FlyoutMenus, type MenuNode } from './menu-types'
import { SubmenuPanel } from './SubmenuPanel'

interface MenuFlyoutProps {
  id: string
  menus: FlyoutMenus
  contact: FlyoutContactDetails
  /** on standby: mounted and laid out, not shown (lib/dom/standby.ts) */
  state: 'standby' | 'open' | 'closing'
  /**
   * on standby, how many of its parts are mounted yet (standbyPartCount's order); shown, all menus and the
   * contact details, the panels mounted so far and the one open
   */
  standbyParts: number
  submenu: MenuNode | null
  submenuHeading: RefObject<HTMLHeadingElement>
  onClose: () => void
  onToggleSubmenu: (item: MenuNode) => void
  onHoverItem: (item: MenuNode) => void
  onBack: (item: MenuNode) => void
  registerToggle: (item: MenuNode, element: HTMLButtonElement | null) => void
}

const fade = keyframes({ from: { opacity: 0 } })
const leave = `${CLOSE_ANIMATION_MS}ms ease-in forwards`
// Selected by the outermost element's state, so the classes stay the same from standby to open and to closing:
// opening inserts no style.
const OPENING = '[data-state="open"] > &'
const CLOSING = '[data-state="closing"] > &'

/** The full-screen flyout: backdrop, the three menus, and a submenu panel for each item with children. */
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
  // Shown, every menu; on standby what has been mounted so far (each part is one commit and one small layout).
  const parts = state === 'standby' ? standbyParts : Infinity
  const submenuItems = useMemo(() => submenuItemsOf(menus), [menus])
  const panelsMounted = panelsMountedOf(menus, standbyParts)

  return inBody(
    <div css={{ position: 'fixed', inset: 0, zIndex: zIndex.flyout }} {...standbyAttributes(state)}>
      <div
        data-flyout-backdrop=""
        onClick={onClose}
        css={{
          position: 'absolute',
          inset: 0,
          background: 'rgba(13, 44, 84, 0.6)',
          [OPENING]: motion(`${fade} 200ms ease-out`),
          [CLOSING]: motion(`${fade} ${leave} reverse`),
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
          [OPENING]: motion(`${slideIn} 250ms ease-out`),
          [CLOSING]: motion(`${slideIn} ${leave} reverse`),
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
          <button
            type="button"
            ref={closeButton}
            onClick={onClose}
            css={{ ...rowStyle, fontWeight: fontWeights.bold }}
          >
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
            // an attribute, not a second class: opening a submenu adds no style rule at the tap
            data-submenu-open={submenu ? '' : undefined}
            css={{
              display: 'grid',
              alignContent: 'start',
              gap: space.lg,
              '&[data-submenu-open]': { [breakpoints.belowDesktop]: { visibility: 'hidden' } },
            }}
          >
            {menus.slice(0, parts).map((menu, index) => (
              <FlyoutMenuItems
                key={menu.location}
                label={menu.label}
                items={menu.items}
                size={index === 0 ? 'large' : 'small'}
                openItemId={submenu?.databaseId ?? null}
                flyoutId={id}
                onToggleSubmenu={onToggleSubmenu}
                onHoverItem={onHoverItem}
                onNavigate={onClose}
                registerToggle={registerToggle}
              />
            ))}
          </div>
          {/* hidden, not unmounted, while a submenu takes its place: the tap does not take it down */}
          {parts > menus.length && (
            <div hidden={Boolean(submenu)}>
              <FlyoutContact {...contact} />
            </div>
          )}
          {submenuItems.map((item, index) => {
            const open = item.databaseId === submenu?.databaseId
            return (
              (open || index < panelsMounted) && (
                <SubmenuPanel
                  key={item.databaseId}
                  flyoutId={id}
                  item={item}
                  open={open}
                  headingRef={open ? submenuHeading : undefined}
                  onBack={onBack}
                  onNavigate={onClose}
                />
              )
            )
          })}
        </div>
      </div>
    </div>,
  )
}
