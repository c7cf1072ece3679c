/**
 * From now on, a click on a link to a page of this site is left to the browser: a full page load, instead of
 * the app rendering the page with the code it has. Used when the page is known to be of an older build
 * (src/lib/pwa/build-updates.ts).
 *
 * The listener sits on the window in the capture phase, so it runs before React's listeners on the app's root;
 * it stops the click there, and the browser follows the link as it would without any script. Clicks the
 * browser would not follow in this tab (another button, a modifier key, another target, a download) and links
 * to another site or to a fragment of this page are left alone.
 */
function leaveToBrowser(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
  if (link.target && link.target !== '_self') return
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search
  if (samePage && url.hash) return
  event.stopPropagation()
}

/** Returns a function that gives links back to the app. */
export function linksLoadFully(): () => void {
  window.addEventListener('click', leaveToBrowser, { capture: true })
  return () => window.removeEventListener('click', leaveToBrowser, { capture: true })
}
