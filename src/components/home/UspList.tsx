import { Illustration } from '../../design/illustrations/Illustration'
import { ILLUSTRATION_NAMES } from '../../design/illustrations/shapes'
import { List } from '../../design/List'
import { space } from '../../design/tokens'

type Usp = NonNullable<Queries.HomePageQuery['wpFrontPage']>['usps'][number]

/** What sets the company apart: a grid of short points, each with one of the illustrations in turn. */
export const UspList = ({ usps }: { usps: readonly Usp[] }) => (
  <List layout="grid" gap="lg">
    {usps.map((usp, index) => (
      <li key={usp.title}>
        <Illustration name={ILLUSTRATION_NAMES[index % ILLUSTRATION_NAMES.length] ?? 'tooth'} />
        <h3 css={{ fontSize: '1.125rem', margin: `${space.sm} 0 ${space.xs}` }}>{usp.title}</h3>
        <p css={{ margin: 0 }}>{usp.text}</p>
      </li>
    ))}
  </List>
)
