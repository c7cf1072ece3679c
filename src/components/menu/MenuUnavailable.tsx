import { CloseButton } from '../../design/CloseButton'
import { ErrorNotice } from '../../design/ErrorNotice'
import { standInPanelStyle } from './menu-styles'

/**
 * Shown instead of the flyout when its code cannot be loaded (offline before it was fetched, or a deploy
 * removed it and the one reload did not help). The footer's links still lead everywhere; this says so.
 */
export const MenuUnavailable = ({ id, onClose }: { id: string; onClose: () => void }) => (
  <div id={id} css={standInPanelStyle}>
    <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CloseButton label="Sluiten" onClick={onClose} />
    </div>
    <ErrorNotice title="Het menu kon niet worden geladen.">
      Controleer uw internetverbinding en{' '}
      {/* a plain link: a full page load, which fetches the current build */}
      <a href={window.location.pathname + window.location.search}>laad de pagina opnieuw</a>, of gebruik de
      links onderaan de pagina.
    </ErrorNotice>
  </div>
)
