import { CloseButton } from '../../design/CloseButton'
import { colors, radii, shadows, space } from '../../design/tokens'
import { ContactFormUnavailable } from './ContactFormUnavailable'

/** The panel above the contact button that stands in for the modal while it loads, or when it cannot load. */
export const standInModalStyle = {
  position: 'absolute',
  right: 0,
  bottom: `calc(100% + ${space.sm})`,
  width: 'min(24rem, calc(100vw - 2rem))',
  padding: space.sm,
  background: colors.background,
  color: colors.text,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
} as const

/**
 * Shown above the contact button instead of the modal when the modal's code cannot be loaded (offline before it
 * was fetched, or a deploy removed it and the one reload did not help): what happened and what to do.
 */
export const ContactModalUnavailable = ({ onClose }: { onClose: () => void }) => (
  <div css={standInModalStyle}>
    <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CloseButton label="Sluiten" onClick={onClose} />
    </div>
    <ContactFormUnavailable />
  </div>
)
