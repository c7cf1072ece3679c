import { forwardRef } from 'react'
import { INTERFACE_ICONS } from '../../design/icons/interface'
import { LineIcon } from '../../design/icons/LineIcon'
import { colors, fontSizes, space } from '../../design/tokens'
import { MenuItemLink } from './MenuItemLink'
import { itemClassStyles, rowStyle } from './menu-styles'
import type { MenuNode } from './menu-types'

interface SubmenuPanelProps {
  id: string
  item: MenuNode
  onBack: () => void
  onNavigate: () => void
}

const submenuListStyle = (depth: number) =>
  ({ listStyle: 'none', margin: 0, padding: depth > 0 ? `0 0 0 ${space.md}` : 0 }) as const
const backButtonStyle = { ...rowStyle, fontWeight: 600, color: colors.blue } as const
const headingStyle = {
  fontSize: fontSizes.large,
  margin: `${space.md} ${space.sm} ${space.xs}`,
  outline: 'none',
} as const

/** The panel's styles, put in the page with the flyout on standby (StylesInAdvance): opening adds no rule. */
export const SUBMENU_PANEL_STYLES = [
  submenuListStyle(0),
  submenuListStyle(1),
  backButtonStyle,
  headingStyle,
  rowStyle,
  itemClassStyles,
]

const SubmenuItems = ({
  items,
  onNavigate,
  depth,
}: {
  items: readonly MenuNode[]
  onNavigate: () => void
  depth: number
}) => (
  <ul css={submenuListStyle(depth)}>
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
 * The submenu of a first-level item: a back button, the item's title and its children (with their own
 * children nested). Its heading takes focus when opened from the keyboard or a click.
 */
export const SubmenuPanel = forwardRef<HTMLHeadingElement, SubmenuPanelProps>(function SubmenuPanel(
  { id, item, onBack, onNavigate },
  headingRef,
) {
  const headingId = `${id}-titel`
  return (
    <section id={id} aria-labelledby={headingId}>
      <button type="button" onClick={onBack} css={backButtonStyle}>
        <LineIcon>{INTERFACE_ICONS.arrowLeft}</LineIcon>
        Terug
      </button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={headingStyle}>
        {item.title}
      </h2>
      <SubmenuItems items={item.children ?? []} onNavigate={onNavigate} depth={0} />
    </section>
  )
})
