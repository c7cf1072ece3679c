import { ErrorNotice } from '../../design/ErrorNotice'

/**
 * Shown in the contact modal when the form's code cannot be loaded (offline, or a deploy removed it and the
 * one reload did not help). Rendered in the browser only, like the modal.
 */
export const ContactFormUnavailable = () => (
  <ErrorNotice title="Het formulier kon niet worden geladen.">
    Controleer uw internetverbinding en{' '}
    {/* a plain link: a full page load, which fetches the current build */}
    <a href={window.location.pathname + window.location.search}>laad de pagina opnieuw</a>.
  </ErrorNotice>
)
