import { colors, radii, space } from '../../design/tokens'

/**
 * Shown in the contact modal when the form's code cannot be loaded (offline, or a deploy removed it and the
 * one reload did not help). Read out as an alert. Rendered in the browser only, like the modal.
 */
export const ContactFormUnavailable = () => (
  <div
    role="alert"
    css={{
      borderLeft: `4px solid ${colors.error}`,
      background: '#fdf1f0',
      borderRadius: radii.md,
      padding: `${space.sm} ${space.md}`,
    }}
  >
    <p css={{ fontWeight: 700, color: colors.error, margin: `0 0 ${space.xxs}` }}>
      Het formulier kon niet worden geladen.
    </p>
    <p css={{ margin: 0 }}>
      Controleer uw internetverbinding en{' '}
      {/* a plain link: a full page load, which fetches the current build */}
      <a href={window.location.pathname + window.location.search}>laad de pagina opnieuw</a>.
    </p>
  </div>
)
