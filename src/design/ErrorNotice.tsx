import { forwardRef, type ReactNode } from 'react'
import { colors, fontWeights, radii, space } from './tokens'

interface ErrorNoticeProps {
  /** the one-line statement of what went wrong, in bold */
  title: string
  /** what the visitor can do now */
  children: ReactNode
}

/** Something that did not work, and what to do about it; read out at once (role alert). */
export const ErrorNotice = forwardRef<HTMLDivElement, ErrorNoticeProps>(function ErrorNotice(
  { title, children },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      css={{
        borderLeft: `4px solid ${colors.error}`,
        background: '#fdf1f0',
        borderRadius: radii.md,
        padding: `${space.sm} ${space.md}`,
      }}
    >
      <p css={{ fontWeight: fontWeights.bold, color: colors.error, margin: `0 0 ${space.xxs}` }}>{title}</p>
      <p css={{ margin: 0 }}>{children}</p>
    </div>
  )
})
