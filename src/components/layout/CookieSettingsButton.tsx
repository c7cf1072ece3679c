import { analyticsConfig } from '../../lib/analytics/config'
import { reopenConsentBanner } from '../../lib/analytics/consent-banner'
import { space } from '../../design/tokens'

/**
 * Reopens the consent banner, so withdrawing or changing consent is as easy as giving it. Without a banner
 * configured there is nothing to reopen, and the button is not shown. A button, not a link: it goes nowhere.
 */
export const CookieSettingsButton = ({ className }: { className?: string }) => {
  if (analyticsConfig().cookiebotId === '') return null
  return (
    <p css={{ margin: `0 0 ${space.md}` }}>
      <button
        type="button"
        onClick={reopenConsentBanner}
        className={className}
        css={{ background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' }}
      >
        Cookie-instellingen
      </button>
    </p>
  )
}
