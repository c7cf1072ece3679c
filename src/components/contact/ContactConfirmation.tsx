import { useEffect, useRef } from 'react'
import { colors, radii, space } from '../../design/tokens'

export type CleanConfirmation = { html: string } | { text: string }

/** Put in the page with the form (StylesInAdvance), so that showing the confirmation adds no style rule. */
export const confirmationStyle = {
  background: '#eef7f1',
  borderLeft: `4px solid ${colors.success}`,
  borderRadius: radii.md,
  padding: space.lg,
  outline: 'none',
  '& > :last-child': { marginBottom: 0 },
} as const

/**
 * What replaces the form once the CMS accepted it: the CMS's confirmation message (already sanitised). It
 * takes focus so that screen readers read it; the form does not come back by itself.
 */
export const ContactConfirmation = ({ message }: { message: CleanConfirmation }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.focus()
  }, [])
  return (
    <div ref={box} tabIndex={-1} role="status" data-testid="contact-confirmation" css={confirmationStyle}>
      {'html' in message ? <div dangerouslySetInnerHTML={{ __html: message.html }} /> : <p>{message.text}</p>}
    </div>
  )
}
