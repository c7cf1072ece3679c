import { Link } from 'gatsby'
import { List } from '../../design/List'
import { colors, radii, space } from '../../design/tokens'

type Reference = NonNullable<Queries.HomePageQuery['wpFrontPage']>['highlightedReferences'][number]

/** Customer stories in short: each practice's quote, with a link to its whole story. */
export const QuoteList = ({ references }: { references: readonly Reference[] }) => (
  <List layout="grid" gap="lg" minColumn="16rem">
    {references.map((reference) => (
      <li
        key={reference.path}
        css={{ background: colors.surface, borderRadius: radii.lg, padding: space.lg }}
      >
        <blockquote css={{ margin: 0 }}>
          <p>“{reference.quote}”</p>
        </blockquote>
        <Link to={reference.path}>{reference.practiceName ?? reference.title}</Link>
      </li>
    ))}
  </List>
)
