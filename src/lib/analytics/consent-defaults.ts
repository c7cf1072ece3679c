/**
 * Google Consent Mode defaults: everything that stores or shares data is denied until the visitor chooses in
 * the consent banner (Cookiebot then sends a consent update). They must be in the data layer before the tag
 * manager loads, so they are written by an inline script in the <head> of every page.
 */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  // how long tags wait for the banner's update before they fire with the defaults
  wait_for_update: 500,
} as const

/** The inline script: `gtag('consent', 'default', …)` pushes its arguments object, as gtag.js expects. */
export function consentDefaultsScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});`,
    "gtag('set','ads_data_redaction',true);",
  ].join('')
}
