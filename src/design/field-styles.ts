import { colors, radii, sizes, space } from './tokens'

/** The look shared by text inputs and text areas; red border when invalid. */
export const controlStyle = {
  display: 'block',
  width: '100%',
  minHeight: sizes.touch,
  padding: `${space.xs} ${space.sm}`,
  border: `2px solid ${colors.border}`,
  borderRadius: radii.md,
  font: 'inherit',
  color: colors.text,
  background: colors.background,
  '&:hover': { borderColor: colors.blue },
  '&[aria-invalid="true"]': { borderColor: colors.error },
} as const
