/**
 * Which of the worker's routes a request belongs to, and which addresses may be stored as pages. Plain functions
 * on URLs, so the unit tests run them without a service worker (tests/scripts/service-worker-routes.test.ts).
 */
export type RequestKind = 'page' | 'data' | 'code' | 'image' | 'other'

export interface RequestFacts {
  url: URL
  method: string
  /** Request.mode: 'navigate' for a page the browser opens */
  mode: string
  /** a Range request (media): left to the browser, a stored whole file would not answer it */
  hasRange: boolean
}

export interface SiteScope {
  origin: string
  /** paths the worker never answers or stores: the worker itself, the latest-build info */
  passThrough: readonly string[]
}

/** Gatsby's chunks end in a 20-character content hash; processed images live under /static/<hash>/. */
const HASHED_CODE = /-[0-9a-f]{20}\.(js|css)$/
/** Gatsby's own folders: data and files, never pages. */
const NOT_PAGES = ['/page-data/', '/static/']

/** null: not handled at all (another origin, not a GET, a pass-through path); the browser fetches it. */
export function requestKind(
  { url, method, mode, hasRange }: RequestFacts,
  site: SiteScope,
): RequestKind | null {
  if (method !== 'GET' || hasRange) return null
  if (url.origin !== site.origin || site.passThrough.includes(url.pathname)) return null
  if (mode === 'navigate') return 'page'
  if (url.pathname.startsWith('/page-data/')) return 'data'
  if (HASHED_CODE.test(url.pathname)) return 'code'
  return url.pathname.startsWith('/static/') ? 'image' : 'other'
}

/** Hashed files never change: cache-first, and kept across builds, so a page stored earlier keeps its code. */
export const isContentHashed = (kind: RequestKind): boolean => kind === 'code' || kind === 'image'

/**
 * The address under which a page is stored: without its query (utm parameters and the like) and fragment, so
 * the same page is stored once and found again whatever query it is opened with.
 */
export function pageKey(url: string): string {
  const key = new URL(url)
  key.search = ''
  key.hash = ''
  return key.href
}

/**
 * For the "store this page" message: the page's key when the address is a page of this site, else null. A page
 * is a path on this origin whose last segment has no file extension, outside Gatsby's data and file folders,
 * and not a pass-through path: /sw.js, /build-info.json, /offline.html, /page-data/… are files, not pages.
 */
export function pageToStore(address: string, site: SiteScope): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.origin !== site.origin || site.passThrough.includes(url.pathname)) return null
  if (NOT_PAGES.some((folder) => url.pathname.startsWith(folder))) return null
  const lastSegment = url.pathname.split('/').at(-1) ?? ''
  return lastSegment.includes('.') ? null : pageKey(url.href)
}
