import { pushEvent } from './events'

interface RouteLocation {
  href?: string
  pathname: string
  search?: string
  hash?: string
}

const fullUrl = (location: RouteLocation) =>
  location.href ??
  `${window.location.origin}${location.pathname}${location.search ?? ''}${location.hash ?? ''}`

/** Campaign parameters marketing needs (they become GA4's source, medium and campaign, and Ads' click id). */
const KEPT_PARAMETER = /^(utm_[a-z_]+|gclid)$/

/**
 * The address without what may hold personal data: every query parameter but the campaign ones, and the
 * fragment. A form sent before the page's code ran, a link in a mail, or another site's search can put a name or
 * an e-mail address there, and GA4 keeps page_location and page_referrer as they come.
 */
export function withoutPersonalData(address: string): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return ''
  }
  const kept = new URLSearchParams()
  for (const [name, value] of url.searchParams) if (KEPT_PARAMETER.test(name)) kept.append(name, value)
  const query = kept.toString()
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`
}

/**
 * Pushes `{ event: 'page_view', page_url, referrer_url }` once per navigation, the first page included. The
 * referrer is the previous page in the app after a client-side navigation, else the document's referrer. Both
 * without personal data (withoutPersonalData).
 * Gatsby may report the same navigation twice (e.g. after a redirect); the second report is ignored.
 */
export function createPageViewTracker() {
  let lastTracked: RouteLocation | null = null
  return function trackPageView(location: RouteLocation, previous: RouteLocation | null | undefined): void {
    if (location === lastTracked) return
    lastTracked = location
    pushEvent({
      event: 'page_view',
      page_url: withoutPersonalData(fullUrl(location)),
      referrer_url: withoutPersonalData(previous ? fullUrl(previous) : document.referrer),
    })
  }
}
