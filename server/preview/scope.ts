/**
 * What one preview link grants: the page of the item it was made for, that page's data, and what every page
 * shares (webpack's scripts and styles, `static/` files, the shared query results, the live-update socket).
 * Every other page and every other page's data is refused, so a link for one draft never shows another
 * author's draft, a pending item or a private one, and develop's 404 page (which lists every page) never
 * gets its data.
 */

/** The part of a request target before `?`; the allow-list (allow-list.ts) has already refused odd forms. */
const pathOf = (target: string) => target.split('?')[0] ?? ''

/** Files every page loads: webpack's output, fonts, images and icons. Not `.json`: page data is per page. */
const SHARED_FILE = /\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|webp|avif|svg|ico|webmanifest)$/i

/** Query results every page shares: the app's data and the static queries (menus, the site's options). */
const SHARED_DATA = /^\/page-data\/(?:app-data\.json|sq\/d\/\d+\.json)$/

/** `/page-data/<page>/page-data.json`: the data of one page (`index` for the front page). */
const PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json$/

export type RequestScope = { shared: true } | { shared: false; page: string }

/** One spelling of a page path: decoded, without a trailing slash, `/` for the front page. */
export function samePage(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // a stray `%` is compared as it is
  }
  const trimmed = decoded.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Which page a request belongs to, or that every page shares it. */
export function requestScope(target: string): RequestScope {
  const path = pathOf(target)
  if (
    path === '/socket.io/' ||
    path.startsWith('/static/') ||
    SHARED_DATA.test(path) ||
    SHARED_FILE.test(path)
  )
    return { shared: true }
  const data = PAGE_DATA.exec(path)
  if (data) return { shared: false, page: samePage(data[1] === 'index' ? '/' : `/${data[1]}`) }
  return { shared: false, page: samePage(path) }
}

/** Whether a request may pass for the pages the cookie's links were made for. */
export function grantedBy(target: string, pages: readonly string[]): boolean {
  const scope = requestScope(target)
  return scope.shared || pages.some((page) => samePage(page) === scope.page)
}
