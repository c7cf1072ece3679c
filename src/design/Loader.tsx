import { keyframes } from '@emotion/react'
import { essentialMotion } from './motion'
import { colors, space } from './tokens'
import { visuallyHidden } from './visually-hidden'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinnerStyle = (size = '1em') =>
  ({
    display: 'inline-block',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: '50%',
    border: '0.15em solid currentColor',
    borderRightColor: 'transparent',
    ...essentialMotion(`${spin} 0.8s linear infinite`),
  }) as const

/** A turning ring, decorative: whoever shows it says in words what is happening. */
export const Spinner = ({ size = '1em' }: { size?: string }) => (
  <span aria-hidden="true" css={spinnerStyle(size)} />
)

/** The "loader" building block: a spinner with a spoken label, for content that is on its way. */
export const Loader = ({ label = 'Bezig met laden…' }: { label?: string }) => (
  <div
    role="status"
    css={{ display: 'flex', justifyContent: 'center', padding: space.xl, color: colors.blue }}
  >
    <Spinner size="2.5rem" />
    <span css={visuallyHidden}>{label}</span>
  </div>
)
