import { CloseButton } from '../../design/CloseButton'
import { Loader } from '../../design/Loader'
import { standInPanelStyle } from './menu-styles'

/**
 * The flyout's place while its code is still arriving (a tap before the idle fetch was done): the panel opens in
 * the tap's own frame and says what is happening, so the visitor never waits on a blank screen.
 */
export const MenuLoading = ({ id, onClose }: { id: string; onClose: () => void }) => (
  <div id={id} css={standInPanelStyle}>
    <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CloseButton label="Sluiten" onClick={onClose} />
    </div>
    <Loader label="Het menu wordt geladen…" />
  </div>
)
