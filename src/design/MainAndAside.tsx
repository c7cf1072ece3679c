import type { ReactNode } from 'react'
import { breakpoints, space } from './tokens'

/** Running text beside a narrower column (image, facts, contact details); stacked on small screens. */
export const MainAndAside = ({ children }: { children: ReactNode }) => (
  <div
    css={{
      display: 'grid',
      gap: space.xl,
      [breakpoints.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
    }}
  >
    {children}
  </div>
)
