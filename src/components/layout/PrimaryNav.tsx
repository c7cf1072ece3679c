import { useId, useState } from 'react'
import { colors, radii, shadows, space } from '../../design/tokens'
import type { MenuItemData } from '../../lib/use-site-data'
import { SmartLink } from './SmartLink'

const itemStyle = {
  display: 'block',
  padding: `${space.xs} ${space.sm}`,
  color: colors.blueDark,
  textDecoration: 'none',
  fontWeight: 600,
} as const

/** A first-level item with children: a disclosure button that shows its submenu. */
const SubmenuItem = ({ item }: { item: MenuItemData }) => {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <li css={{ position: 'relative' }} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        css={{ ...itemStyle, background: 'none', border: 0, font: 'inherit', cursor: 'pointer' }}
      >
        {item.title} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        css={{
          position: 'absolute',
          right: 0,
          minWidth: '14rem',
          listStyle: 'none',
          margin: 0,
          padding: space.xs,
          background: colors.background,
          borderRadius: radii.md,
          boxShadow: shadows.raised,
        }}
      >
        {item.children.map((child) => (
          <li key={child.databaseId}>
            <SmartLink
              url={child.url}
              target={child.target}
              css={itemStyle}
              onNavigate={() => setOpen(false)}
            >
              {child.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The main menu in the header. */
export const PrimaryNav = ({ items }: { items: readonly MenuItemData[] }) => (
  <nav aria-label="Hoofdmenu">
    <ul css={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0, gap: space.xxs }}>
      {items.map((item) =>
        item.children.length > 0 ? (
          <SubmenuItem key={item.databaseId} item={item} />
        ) : (
          <li key={item.databaseId}>
            <SmartLink url={item.url} target={item.target} css={itemStyle}>
              {item.title}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  </nav>
)
