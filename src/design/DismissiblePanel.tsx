import type { ReactNode } from 'react'
import { CloseButton } from './CloseButton'
import { colors, shadows, space } from './tokens'

interface DismissiblePanelProps {
  children: ReactNode
  onClose: () => void
  id?: string
  /** where the panel sits: the caller's `css` (Emotion passes it on as a class) */
  className?: string
}

/**
 * A raised panel with a close button ('Sluiten') above its content. The frame shows one where a part of it
 * could not be loaded (the menu's flyout, the contact modal), saying what happened and what to do.
 */
export const DismissiblePanel = ({ children, onClose, id, className }: DismissiblePanelProps) => (
  <div
    id={id}
    className={className}
    css={{ padding: space.sm, background: colors.background, color: colors.text, boxShadow: shadows.raised }}
  >
    <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CloseButton label="Sluiten" onClick={onClose} />
    </div>
    {children}
  </div>
)
