import type { ReactNode } from 'react'
import { colors, fontSizes, fontWeights } from './tokens'

export type TitleSize = keyof typeof fontSizes | 'auto'
export type TitleVariant = 'bold' | 'primary' | 'semibold'
export type TitleColor = 'blue' | 'blue-dark' | 'blue-bright'
export type TitleTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

interface TitleProps {
  children: ReactNode
  tag?: TitleTag
  size?: TitleSize
  variant?: TitleVariant
  color?: TitleColor
  id?: string
  className?: string
}

const COLORS: Record<TitleColor, string> = {
  blue: colors.blue,
  'blue-dark': colors.blueDark,
  'blue-bright': colors.blueBright,
}
// primary is bold set tight (below), not a heavier weight: each weight is one more font face to set up (tokens.ts)
const WEIGHTS: Record<TitleVariant, number> = {
  bold: fontWeights.bold,
  primary: fontWeights.bold,
  semibold: fontWeights.semibold,
}

/** A heading whose look (size, weight, colour) is chosen apart from its level in the document outline. */
export const Title = ({
  children,
  tag: Tag = 'h2',
  size = 'auto',
  variant = 'bold',
  color = 'blue-dark',
  id,
  className,
}: TitleProps) => (
  <Tag
    id={id}
    className={className}
    css={{
      color: COLORS[color],
      fontWeight: WEIGHTS[variant],
      ...(size === 'auto' ? {} : { fontSize: fontSizes[size] }),
      ...(variant === 'primary' ? { letterSpacing: '-0.02em' } : {}),
    }}
  >
    {children}
  </Tag>
)
