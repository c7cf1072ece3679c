import { gtag } from './data-layer'
import { pushEvent, wasPushed } from './events'

/** The part of Cookiebot's browser API (uc.js) the site uses. */
interface CookiebotApi {
  consent: { preferences: boolean; statistics: boolean; marketing: boolean }
  renew: () => void
}

declare global {
  interface Window {
    Cookiebot?: CookiebotApi
  }
}

const state = (granted: boolean) => (granted ? 'granted' : 'denied')

/** Consent Mode's storage types for the visitor's choice in the banner (the defaults are consent-defaults.ts). */
export function consentModeFor({ preferences, statistics, marketing }: CookiebotApi['consent']) {
  return {
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    analytics_storage: state(statistics),
    functionality_storage: state(preferences),
    personalization_storage: state(preferences),
    security_storage: 'granted',
  }
}

interface ConsentOptions {
  /**
   * Runs once, at the first grant of statistics in this page load (a choice made now, or an earlier one that
   * Cookiebot reports as the visit starts), after Consent Mode's update and the announcement.
   */
  onStatisticsAllowed?: () => void
}

/**
 * Whenever the visitor gives, changes or withdraws consent in the banner (Cookiebot fires CookiebotOnAccept or
 * CookiebotOnDecline, also at the start of a visit with an earlier choice), Consent Mode is updated at once, so
 * Tag Manager stops or starts sending in the same visit; the first grant of statistics in a page load is also
 * announced (analytics_consent_granted).
 */
export function keepConsentModeInStep({ onStatisticsAllowed }: ConsentOptions = {}): void {
  let announced = false
  const update = () => {
    if (!window.Cookiebot) return
    gtag('consent', 'update', consentModeFor(window.Cookiebot.consent))
    if (announced || !window.Cookiebot.consent.statistics) return
    announced = true
    // The tags that statistics consent blocked so far get their chance now (docs/analytics.md).
    pushEvent({ event: 'analytics_consent_granted', resend_page_view: wasPushed('page_view') })
    onStatisticsAllowed?.()
  }
  window.addEventListener('CookiebotOnAccept', update)
  window.addEventListener('CookiebotOnDecline', update)
}

/** Opens the consent banner again, so a choice can be changed or withdrawn as easily as it was given. */
export function reopenConsentBanner(): void {
  window.Cookiebot?.renew()
}
