/**
 * The tag manager's data layer (window.dataLayer), created when missing. Only the analytics modules use it:
 * events go through pushEvent (events.ts), the linter keeps everything else out.
 */
export type DataLayerEntry = Record<string, unknown> | IArguments

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? []
  return window.dataLayer
}

/**
 * Tag Manager's own start marker, pushed right before its script loads (as Google's snippet does), after the
 * page's cleaned addresses (the Google tag's page_location and page_referrer).
 */
export function markTagManagerStart(addresses: { page_url: string; referrer_url: string }): void {
  dataLayer().push({ ...addresses })
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
}

/**
 * A gtag() command such as `gtag('consent', 'update', {...})`. gtag.js and Tag Manager read commands only as
 * an arguments object, not as an array, so this pushes `arguments` itself.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the data layer needs the arguments object itself
  dataLayer().push(arguments)
}
