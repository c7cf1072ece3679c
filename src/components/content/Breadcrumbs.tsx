import { Link } from 'gatsby'
import { colors, space } from '../../design/tokens'
import type { Breadcrumb } from '../seo/Seo'

interface Crumbable {
  title: string
  path: string
  parentItem: { title: string; path: string } | null
}

/** Home, the parent when there is one, and the item itself. */
export const trailTo = (item: Crumbable): Breadcrumb[] => [
  { name: 'Home', path: '/' },
  ...(item.parentItem ? [{ name: item.parentItem.title, path: item.parentItem.path }] : []),
  { name: item.title, path: item.path },
]

/** "Home › Producten › Exquise": the trail to a child page; the last crumb is the current page. */
export const Breadcrumbs = ({ crumbs }: { crumbs: readonly Breadcrumb[] }) => (
  <nav aria-label="Kruimelpad" css={{ fontSize: '0.875rem', marginBottom: space.md }}>
    <ol
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        gap: space.xs,
        color: colors.textMuted,
      }}
    >
      {crumbs.map((crumb, index) => {
        const isCurrent = index === crumbs.length - 1
        return (
          <li key={crumb.path} css={{ display: 'flex', gap: space.xs }}>
            {isCurrent ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
            {!isCurrent && <span aria-hidden="true">›</span>}
          </li>
        )
      })}
    </ol>
  </nav>
)
