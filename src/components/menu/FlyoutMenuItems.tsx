import { memo } from 'react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { fontSizes, fontWeights, space } from '../../design/tokens'
import { MenuItemLink } from './MenuItemLink'
import { itemClassStyles, rowStyle } from './menu-styles'
import { hasChildren, type MenuNode } from './menu-types'
import { submenuPanelId } from './SubmenuPanel'

interface FlyoutMenuItemsProps {
  label: string
  items: readonly MenuNode[]
  /** the item whose submenu is open, if any */
  openItemId: number | null
  /** the flyout's id: each submenu panel's id is made from it (submenuPanelId) */
  flyoutId: string
  size: 'large' | 'small'
  onToggleSubmenu: (item: MenuNode) => void
  onHoverItem: (item: MenuNode) => void
  onNavigate: () => void
  registerToggle: (item: MenuNode, element: HTMLButtonElement | null) => void
}

const isToggleOnly = (item: MenuNode) => item.url.trim() === '#'

type FlyoutMenuItemProps = Omit<FlyoutMenuItemsProps, 'label' | 'items' | 'openItemId' | 'size'> & {
  item: MenuNode
  expanded: boolean
}

/** One first-level item. Memoised: opening a submenu renders only the item whose toggle changed. */
const FlyoutMenuItem = memo(function FlyoutMenuItem({
  item,
  expanded,
  flyoutId,
  onToggleSubmenu,
  onHoverItem,
  onNavigate,
  registerToggle,
}: FlyoutMenuItemProps) {
  const toggle = hasChildren(item) && (
    <button
      type="button"
      ref={(element) => registerToggle(item, element)}
      aria-expanded={expanded}
      aria-controls={expanded ? submenuPanelId(flyoutId, item) : undefined}
      aria-label={isToggleOnly(item) ? undefined : `Submenu ${item.title}`}
      onClick={() => onToggleSubmenu(item)}
      css={{ ...rowStyle, flex: isToggleOnly(item) ? 1 : 'none', justifyContent: 'space-between' }}
    >
      {isToggleOnly(item) && item.title}
      <LineIcon>{INTERFACE_ICONS.chevronRight}</LineIcon>
    </button>
  )
  return (
    <li
      className={item.classes.join(' ') || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hasChildren(item) && onHoverItem(item)}
      css={{ display: 'flex', alignItems: 'center', gap: space.xxs, ...itemClassStyles }}
    >
      {isToggleOnly(item) && hasChildren(item) ? (
        toggle
      ) : (
        <>
          <MenuItemLink item={item} onNavigate={onNavigate} css={{ ...rowStyle, flex: 1 }} />
          {toggle}
        </>
      )}
    </li>
  )
})

/**
 * One of the three menus in the flyout: its first-level items, each a link, a submenu toggle, or both. Memoised:
 * opening the flyout from standby renders only what changed.
 */
export const FlyoutMenuItems = memo(function FlyoutMenuItems({
  label,
  items,
  openItemId,
  flyoutId,
  size,
  onToggleSubmenu,
  onHoverItem,
  onNavigate,
  registerToggle,
}: FlyoutMenuItemsProps) {
  return (
    <nav aria-label={label}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          fontSize: size === 'large' ? fontSizes.large : fontSizes.small,
          fontWeight: fontWeights.bold,
        }}
      >
        {items.map((item) => (
          <FlyoutMenuItem
            key={item.databaseId}
            item={item}
            expanded={openItemId === item.databaseId}
            flyoutId={flyoutId}
            onToggleSubmenu={onToggleSubmenu}
            onHoverItem={onHoverItem}
            onNavigate={onNavigate}
            registerToggle={registerToggle}
          />
        ))}
      </ul>
    </nav>
  )
})
