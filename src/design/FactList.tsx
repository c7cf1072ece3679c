import type { ReactNode } from 'react'
import { colors, fontWeights, radii, space } from './tokens'

/** A term and its value; a fact without a value is left out. */
export type Fact = readonly [term: string, value: ReactNode]

/** Key facts at the top of a page (a vacancy's hours, an activity's date and place), as a description list. */
export const FactList = ({ facts, className }: { facts: readonly Fact[]; className?: string }) => (
  <dl
    className={className}
    css={{
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: `${space.xs} ${space.md}`,
      margin: 0,
      background: colors.surface,
      borderRadius: radii.lg,
      padding: space.lg,
    }}
  >
    {facts
      .filter(([, value]) => Boolean(value))
      .map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt css={{ fontWeight: fontWeights.bold }}>{term}</dt>
          <dd css={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
  </dl>
)
