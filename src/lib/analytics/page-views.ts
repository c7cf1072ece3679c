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

/**
 * Pushes `{ event: 'page_view', page_url, referrer_url }` once per navigation, the first page included. The
 * referrer is the previous page in the app after a client-side navigation, else the document's referrer.
 * Gatsby may report the same navigation twice (e.g. after a redirect); the second report is ignored.
 */
export function createPageViewTracker() {
  let lastTracked: RouteLocation | null = null
  return function trackPageView(location: RouteLocation, previous: RouteLocation | null | undefined): void {
    if (location === lastTracked) return
    lastTracked = location
    pushEvent({
      event: 'page_view',
      page_url: fullUrl(location),
      referrer_url: previous ? fullUrl(previous) : document.referrer,
    })
  }
}
