import { DismissiblePanel } from '../../design/DismissiblePanel'
import { radii, space } from '../../design/tokens'
import { ContactFormUnavailable } from './ContactFormUnavailable'

/**
 * Shown above the contact button instead of the modal when the modal's code cannot be loaded (offline before it
 * was fetched, or a deploy removed it and the one reload did not help): what happened and what to do.
 */
export const ContactModalUnavailable = ({ onClose }: { onClose: () => void }) => (
  <DismissiblePanel
    onClose={onClose}
    css={{
      position: 'absolute',
      right: 0,
      bottom: `calc(100% + ${space.sm})`,
      width: 'min(24rem, calc(100vw - 2rem))',
      borderRadius: radii.lg,
    }}
  >
    <ContactFormUnavailable />
  </DismissiblePanel>
)
