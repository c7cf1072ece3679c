import { markTagManagerStart } from './data-layer'
import { withoutPersonalData } from './page-views'

export const COOKIEBOT_SRC = 'https://consent.cookiebot.com/uc.js'
export const GTM_SRC = 'https://www.googletagmanager.com/gtm.js'
export const NO_COOKIEBOT_ID_MESSAGE = 'No Cookiebot ID given. Aborting...'

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
  return script
}

/** The consent banner. Without an id it says so in the console and loads nothing. */
export function loadConsentBanner(cookiebotId: string): void {
  if (cookiebotId === '') {
    console.warn(NO_COOKIEBOT_ID_MESSAGE)
    return
  }
  // No auto-blocking: Consent Mode (defaults in the head) tells the tags what they may do.
  addScript(COOKIEBOT_SRC, { id: 'Cookiebot', 'data-cbid': cookiebotId })
}

/** The tag manager, after the consent defaults (already in the data layer from the page's head). */
export function loadTagManager(gtmId: string): void {
  if (gtmId === '') return
  // The Google tag's configuration reads the cleaned addresses at its start: they are there before it, even
  // when Tag Manager starts before the first page view is pushed.
  markTagManagerStart({
    page_url: withoutPersonalData(window.location.href),
    referrer_url: withoutPersonalData(document.referrer),
  })
  addScript(`${GTM_SRC}?id=${encodeURIComponent(gtmId)}`)
}
