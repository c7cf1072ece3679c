import type { ReactNode } from 'react'
import { space } from './tokens'

export type ListVariant = 'plain' | 'bullets' | 'numbers'
export type ListLayout = 'stack' | 'grid' | 'row'

interface ListProps {
  children: ReactNode
  /** plain drops the markers (lists of cards, links, people); numbers renders an <ol> */
  variant?: ListVariant
  /** stack: one under the other; grid: columns of at least `minColumn`; row: side by side, wrapping */
  layout?: ListLayout
  gap?: keyof typeof space
  minColumn?: string
  className?: string
  'aria-label'?: string
}

/** The "list" building block: one place for the list shapes the templates use. */
export const List = ({
  children,
  variant = 'plain',
  layout = 'stack',
  gap = 'md',
  minColumn = '14rem',
  className,
  'aria-label': ariaLabel,
}: ListProps) => {
  const Tag = variant === 'numbers' ? 'ol' : 'ul'
  const markers = variant !== 'plain'
  return (
    <Tag
      className={className}
      aria-label={ariaLabel}
      css={{
        margin: 0,
        padding: markers ? `0 0 0 ${space.lg}` : 0,
        listStyle: markers ? undefined : 'none',
        display: layout === 'row' ? 'flex' : 'grid',
        flexWrap: layout === 'row' ? 'wrap' : undefined,
        gap: space[gap],
        gridTemplateColumns:
          layout === 'grid' ? `repeat(auto-fill, minmax(min(${minColumn}, 100%), 1fr))` : undefined,
      }}
    >
      {children}
    </Tag>
  )
}
