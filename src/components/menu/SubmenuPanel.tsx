import { memo, type Ref } from 'react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { motion } from '../../design/motion'
import { breakpoints, colors, fontSizes, fontWeights, space } from '../../design/tokens'
import { MenuItemLink } from './MenuItemLink'
import { itemClassStyles, rowStyle, slideIn } from './menu-styles'
import type { MenuNode } from './menu-types'

/** The id of an item's submenu panel, which its toggle controls while the panel is open. */
export const submenuPanelId = (flyoutId: string, item: MenuNode) => `${flyoutId}-submenu-${item.databaseId}`

interface SubmenuPanelProps {
  flyoutId: string
  item: MenuNode
  open: boolean
  /** the open panel's heading, which takes focus when opened from the keyboard or a click */
  headingRef?: Ref<HTMLHeadingElement>
  onBack: (item: MenuNode) => void
  onNavigate: () => void
}

/** Over the menus on narrow screens (sliding in), beside them on wide ones. */
const placeStyle = {
  [breakpoints.belowDesktop]: {
    position: 'absolute',
    inset: 0,
    padding: space.md,
    background: colors.background,
    ...motion(`${slideIn} 200ms ease-out`),
  },
  [breakpoints.desktop]: { borderLeft: `1px solid ${colors.border}`, paddingLeft: space.xl },
} as const

const SubmenuItems = ({
  items,
  onNavigate,
  depth,
}: {
  items: readonly MenuNode[]
  onNavigate: () => void
  depth: number
}) => (
  <ul css={{ listStyle: 'none', margin: 0, padding: depth > 0 ? `0 0 0 ${space.md}` : 0 }}>
    {items.map((child) => (
      <li key={child.databaseId} className={child.classes.join(' ') || undefined} css={itemClassStyles}>
        <MenuItemLink item={child} onNavigate={onNavigate} css={rowStyle} />
        {child.children && child.children.length > 0 && (
          <SubmenuItems items={child.children} onNavigate={onNavigate} depth={depth + 1} />
        )}
      </li>
    ))}
  </ul>
)

/**
 * The submenu of a first-level item: a back button, the item's title and its children (with their own children
 * nested). Mounted with the flyout on standby and hidden until its item is opened, so that opening it only shows
 * it; memoised, so opening one renders that one and the one it replaces.
 */
export const SubmenuPanel = memo(function SubmenuPanel({
  flyoutId,
  item,
  open,
  headingRef,
  onBack,
  onNavigate,
}: SubmenuPanelProps) {
  const id = submenuPanelId(flyoutId, item)
  const headingId = `${id}-titel`
  return (
    <div hidden={!open} css={placeStyle}>
      <section id={id} aria-labelledby={headingId}>
        <button
          type="button"
          onClick={() => onBack(item)}
          css={{ ...rowStyle, fontWeight: fontWeights.bold, color: colors.blue }}
        >
          <LineIcon>{INTERFACE_ICONS.arrowLeft}</LineIcon>
          Terug
        </button>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          css={{ fontSize: fontSizes.large, margin: `${space.md} ${space.sm} ${space.xs}`, outline: 'none' }}
        >
          {item.title}
        </h2>
        <SubmenuItems items={item.children ?? []} onNavigate={onNavigate} depth={0} />
      </section>
    </div>
  )
})
