import type { ReactNode } from 'react'
import { Container } from './Container'
import { Title } from './Title'
import { colors, fontSizes, fontWeights, space } from './tokens'

export type HeaderSize = 'large' | 'small' | 'none'
export type HeaderVariant = 'centered' | 'inline'

export interface PageHeaderProps {
  title: string
  /** one line under the title, above the intro (a product's or concept's "Ondertitel") */
  subtitle?: string | null
  intro?: string | null
  size?: HeaderSize
  variant?: HeaderVariant
  tag?: 'header' | 'div'
  /** above the title: breadcrumbs or a label */
  before?: ReactNode
  /** below the intro: a call to action */
  after?: ReactNode
}

const PADDING: Record<HeaderSize, string> = {
  large: `${space.xxxl} 0 ${space.xxl}`,
  small: `${space.xxl} 0 ${space.xl}`,
  none: `${space.lg} 0 0`,
}

/** The "header" building block: the page's h1 with its subtitle and intro, on a tinted band unless size is none. */
export const PageHeader = ({
  title,
  subtitle,
  intro,
  size = 'small',
  variant = 'inline',
  tag: Tag = 'header',
  before,
  after,
}: PageHeaderProps) => (
  <Tag
    css={{
      background: size === 'none' ? 'transparent' : colors.surface,
      padding: PADDING[size],
      textAlign: variant === 'centered' ? 'center' : 'left',
    }}
  >
    <Container width={variant === 'centered' ? 'text' : 'content'}>
      {before}
      <Title tag="h1" size={size === 'large' ? 'xxxlarge' : 'xxlarge'} variant="primary">
        {title}
      </Title>
      {subtitle && (
        <p
          css={{
            fontSize: fontSizes.large,
            fontWeight: fontWeights.bold,
            color: colors.text,
            margin: `0 0 ${space.sm}`,
          }}
        >
          {subtitle}
        </p>
      )}
      {intro && (
        <p
          css={{
            fontSize: fontSizes.medium,
            color: colors.textMuted,
            maxWidth: '44rem',
            margin: variant === 'centered' ? '0 auto' : 0,
          }}
        >
          {intro}
        </p>
      )}
      {after && <div css={{ marginTop: space.lg }}>{after}</div>}
    </Container>
  </Tag>
)
