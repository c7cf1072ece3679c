/// <reference lib="webworker" />
/**
 * The site's service worker, served as /sw.js with root scope. src/build/service-worker.ts compiles this file and
 * puts its build's settings in front of it as SERVICE_WORKER_BUILD, so every deploy gives a new worker.
 *
 * What it promises:
 * - online, pages and page-data always come from the network (network-first): a deploy is seen at once;
 * - offline, a page the visitor has seen comes from the cache, any other page gets the Dutch offline page;
 * - code chunks and images with a content hash in their name are cache-first: they never change;
 * - requests to other origins (tag manager, consent banner, CMS) are never handled, so never cached.
 */

interface ServiceWorkerBuild {
  /** unique per build; names the precache */
  id: string
  offlinePage: string
  /** the offline page, the app's core chunks, the manifest and its icons */
  precache: string[]
  /** paths the worker never answers (itself, the latest-build info) */
  passThrough: string[]
}

declare const SERVICE_WORKER_BUILD: ServiceWorkerBuild

/** Messages from the pages (src/lib/pwa/register-service-worker.ts sends them). */
type PageMessage = { type: 'SKIP_WAITING' } | { type: 'CACHE_PAGE'; page: string; resources: string[] }

const worker = self as unknown as ServiceWorkerGlobalScope
const build = SERVICE_WORKER_BUILD

const CACHE_PREFIX = 'tandem-'
const PRECACHE = `${CACHE_PREFIX}precache-${build.id}`
/** Runtime caches, each trimmed to its limit, oldest entries first. */
const RUNTIME_CACHES = {
  page: { name: `${CACHE_PREFIX}pages`, limit: 60 },
  data: { name: `${CACHE_PREFIX}page-data`, limit: 200 },
  asset: { name: `${CACHE_PREFIX}assets`, limit: 400 },
} as const

type RequestKind = 'page' | 'data' | 'asset' | 'immutable-asset'

/** Gatsby's chunks end in a 20-character content hash; processed images live under /static/<hash>/. */
const isContentHashed = (pathname: string) =>
  pathname.startsWith('/static/') || /-[0-9a-f]{20}\.(js|css)$/.test(pathname)

function kindOf(request: Request): RequestKind | null {
  if (request.method !== 'GET' || request.headers.has('range')) return null
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return null
  if (build.passThrough.includes(url.pathname)) return null
  if (request.mode === 'navigate') return 'page'
  if (url.pathname.startsWith('/page-data/')) return 'data'
  return isContentHashed(url.pathname) ? 'immutable-asset' : 'asset'
}

/** Pages are stored without their query (utm parameters and the like) and looked up the same way. */
function cacheKey(kind: RequestKind, url: string): string {
  if (kind !== 'page') return url
  const withoutQuery = new URL(url)
  withoutQuery.search = ''
  withoutQuery.hash = ''
  return withoutQuery.href
}

const isStorable = (response: Response) => response.ok && response.type === 'basic' && !response.redirected

async function store(kind: RequestKind, url: string, response: Response): Promise<void> {
  const { name, limit } = RUNTIME_CACHES[kind === 'immutable-asset' ? 'asset' : kind]
  const cache = await caches.open(name)
  await cache.put(cacheKey(kind, url), response)
  // `put` moves an entry to the end, so the first keys are the least recently stored.
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)))
}

async function cached(kind: RequestKind, url: string): Promise<Response | undefined> {
  return caches.match(cacheKey(kind, url), { ignoreSearch: kind === 'page' })
}

async function offlinePage(): Promise<Response> {
  const page = await caches.match(build.offlinePage, { cacheName: PRECACHE })
  return page ?? new Response('U bent offline.', { status: 503, headers: { 'Content-Type': 'text/plain' } })
}

async function networkFirst(event: FetchEvent, kind: RequestKind): Promise<Response> {
  try {
    // For pages, the browser already started the request while the worker woke up (navigation preload).
    const preloaded = (await event.preloadResponse) as Response | undefined
    const response = preloaded ?? (await fetch(event.request))
    if (isStorable(response)) event.waitUntil(store(kind, event.request.url, response.clone()))
    return response
  } catch (networkError) {
    const response = await cached(kind, event.request.url)
    if (response) return response
    if (kind === 'page') return offlinePage()
    throw networkError
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const response = await cached('immutable-asset', event.request.url)
  if (response) return response
  const fresh = await fetch(event.request)
  if (isStorable(fresh)) event.waitUntil(store('immutable-asset', event.request.url, fresh.clone()))
  return fresh
}

/**
 * Stores a page the worker did not see loading: the first page, loaded before the worker controlled it (with
 * everything it loaded), and pages reached by client-side navigation (their data passed through the worker,
 * their HTML did not).
 */
async function cachePage(page: string, resources: string[]): Promise<void> {
  const requests = [new Request(page, { mode: 'same-origin' }), ...resources.map((url) => new Request(url))]
  await Promise.all(
    requests.map(async (request) => {
      const kind = request === requests[0] ? 'page' : kindOf(request)
      // Pages and hashed files already stored are left alone (a full page load refreshes a stored page).
      const alreadyStored =
        kind !== 'data' && kind !== 'asset' && kind !== null && (await cached(kind, request.url))
      if (!kind || alreadyStored) return
      try {
        const response = await fetch(request)
        if (isStorable(response)) await store(kind, request.url, response)
      } catch {
        // Offline again already: this resource is simply not stored.
      }
    }),
  )
}

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PRECACHE).then((cache) => cache.addAll(build.precache)))
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      const oldPrecaches = names.filter(
        (name) => name.startsWith(`${CACHE_PREFIX}precache-`) && name !== PRECACHE,
      )
      await Promise.all(oldPrecaches.map((name) => caches.delete(name)))
      await worker.registration.navigationPreload?.enable()
      await worker.clients.claim()
    })(),
  )
})

worker.addEventListener('fetch', (event) => {
  const kind = kindOf(event.request)
  if (!kind) return // the browser handles it as if there were no worker
  event.respondWith(kind === 'immutable-asset' ? cacheFirst(event) : networkFirst(event, kind))
})

worker.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null
  if (message?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting())
  if (message?.type === 'CACHE_PAGE') event.waitUntil(cachePage(message.page, message.resources))
})
