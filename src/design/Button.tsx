import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'gatsby'
import { colors, radii, sizes, space } from './tokens'

type Appearance = 'primary' | 'secondary'

const buttonStyle = (appearance: Appearance) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.xs,
    minHeight: sizes.touch,
    padding: `${space.xs} ${space.lg}`,
    borderRadius: radii.round,
    border: `2px solid ${colors.blue}`,
    font: 'inherit',
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
    background: appearance === 'primary' ? colors.blue : colors.background,
    color: appearance === 'primary' ? colors.onBlue : colors.blue,
    '&:hover': {
      background: appearance === 'primary' ? colors.blueDark : colors.surface,
      color: appearance === 'primary' ? colors.onBlue : colors.blueDark,
    },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  }) as const

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  appearance?: Appearance
  /** loading implies disabled: a second click cannot act twice */
  loading?: boolean
  loadingLabel?: string
}

export const Button = ({
  appearance = 'primary',
  loading = false,
  loadingLabel = 'Bezig…',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    css={buttonStyle(appearance)}
  >
    {loading ? loadingLabel : children}
  </button>
)

interface ButtonLinkProps {
  to: string
  children: ReactNode
  appearance?: Appearance
}

/** A link that looks like a button (calls to action that navigate). */
export const ButtonLink = ({ to, children, appearance = 'primary' }: ButtonLinkProps) => (
  <Link to={to} css={buttonStyle(appearance)}>
    {children}
  </Link>
)
