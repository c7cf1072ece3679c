import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'gatsby'
import { Spinner } from './Loader'
import { colors, fontWeights, radii, sizes, space } from './tokens'

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
    fontWeight: fontWeights.bold,
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

/** The "button" building block; while loading it shows a spinner and its loading label and cannot be used. */
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
    {loading ? <LoadingContent label={loadingLabel} /> : children}
  </button>
)

const LoadingContent = ({ label }: { label: string }) => (
  <>
    <Spinner />
    {label}
  </>
)

interface ButtonLinkProps {
  to: string
  children: ReactNode
  appearance?: Appearance
  /** a disabled link is announced as such and cannot be followed */
  disabled?: boolean
  /** loading implies disabled */
  loading?: boolean
  loadingLabel?: string
}

/** The "link" building block: a call to action that navigates, styled as a button. */
export const ButtonLink = ({
  to,
  children,
  appearance = 'primary',
  disabled = false,
  loading = false,
  loadingLabel = 'Bezig…',
}: ButtonLinkProps) => {
  if (disabled || loading) {
    return (
      <a role="link" aria-disabled="true" aria-busy={loading || undefined} css={buttonStyle(appearance)}>
        {loading ? <LoadingContent label={loadingLabel} /> : children}
      </a>
    )
  }
  return (
    <Link to={to} css={buttonStyle(appearance)}>
      {children}
    </Link>
  )
}
