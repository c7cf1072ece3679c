import { CloseButton } from '../../design/CloseButton'
import { Loader } from '../../design/Loader'
import { standInModalStyle } from './ContactModalUnavailable'

/**
 * The modal's place while its code is still arriving (a tap before the idle fetch was done): a panel opens in the
 * tap's own frame and says the form is on its way, so the visitor never waits on a blank screen.
 */
export const ContactModalLoading = ({ onClose }: { onClose: () => void }) => (
  <div css={standInModalStyle}>
    <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CloseButton label="Sluiten" onClick={onClose} />
    </div>
    <Loader label="Het formulier wordt geladen…" />
  </div>
)
