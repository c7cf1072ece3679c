import type { ReactNode } from 'react'
import { sizes } from '../tokens'

/** A 24×24 line icon in the current text colour. Decorative unless given a label. */
export const LineIcon = ({ children, label }: { children: ReactNode; label?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={sizes.icon}
    height={sizes.icon}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    focusable="false"
  >
    {children}
  </svg>
)
