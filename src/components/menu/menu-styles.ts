import { keyframes } from '@emotion/react'
import { colors, fontWeights, radii, shadows, sizes, space, zIndex } from '../../design/tokens'

/** The flyout and a submenu panel come in from the right. */
export const slideIn = keyframes({ from: { transform: 'translateX(100%)' } })

/** A row in the flyout: big enough to hit, clearly highlighted on hover and when its submenu is open. */
export const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: sizes.touch,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radii.md,
  color: colors.blueDark,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: colors.surface, color: colors.blue },
  // Pressed: shown in the tap's own frame, before anything else has happened.
  '&:active': { background: colors.surface, color: colors.blue },
} as const

/** The panel that stands in for the flyout while its code loads, or when it cannot load. */
export const standInPanelStyle = {
  position: 'fixed',
  top: space.md,
  right: space.md,
  left: space.md,
  maxWidth: '28rem',
  marginLeft: 'auto',
  zIndex: zIndex.flyout,
  background: colors.background,
  boxShadow: shadows.raised,
  padding: space.sm,
} as const

/** Looks for the extra classes editors give menu items in WordPress. */
export const itemClassStyles = {
  '&.menu-item--highlight > *': { color: colors.blue, fontWeight: fontWeights.bold },
  '&.menu-item--button > a': {
    flex: '0 0 auto',
    background: colors.blue,
    color: colors.onBlue,
    borderRadius: radii.round,
    padding: `${space.xxs} ${space.lg}`,
    '&:hover': { background: colors.blueDark, color: colors.onBlue },
  },
} as const
