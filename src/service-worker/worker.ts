/// <reference lib="webworker" />
/**
 * The site's service worker, served as /sw.js with root scope. src/build/service-worker.ts compiles this file and
 * puts its build's settings in front of it as SERVICE_WORKER_BUILD, so every deploy gives a new worker.
 *
 * What it promises:
 * - online, pages and page-data always come from the network (network-first): a deploy is seen at once;
 * - offline, a page the visitor has seen comes from the cache, any other page gets the Dutch offline page;
 * - code chunks and images with a content hash in their name are cache-first: they never change, and they are
 *   kept across builds, so a page stored under an older build still runs offline;
 * - requests to other origins (tag manager, consent banner, CMS) are never handled, so never cached.
 */

interface ServiceWorkerBuild {
  /** unique per build; names the precache */
  id: string
  offlinePage: string
  /** the offline page, the manifest and its icons: this build's own, removed with it */
  precache: string[]
  /** the app's core chunks (content-hashed): stored with the other code, so pages stored earlier keep them */
  appChunks: string[]
  /** paths the worker never answers (itself, the latest-build info) */
  passThrough: string[]
}

declare const SERVICE_WORKER_BUILD: ServiceWorkerBuild

const worker = self as unknown as ServiceWorkerGlobalScope
const build = SERVICE_WORKER_BUILD

const CACHE_PREFIX = 'tandem-'
const PRECACHE = `${CACHE_PREFIX}precache-${build.id}`
/** Runtime caches, each trimmed to its limit, oldest entries first. */
const RUNTIME_CACHES = {
  page: { name: `${CACHE_PREFIX}pages`, limit: 60 },
  data: { name: `${CACHE_PREFIX}page-data`, limit: 200 },
  // Code and images apart, so that many images cannot push out the code a stored page needs.
  code: { name: `${CACHE_PREFIX}code`, limit: 300 },
  image: { name: `${CACHE_PREFIX}images`, limit: 200 },
  other: { name: `${CACHE_PREFIX}files`, limit: 50 },
} as const

type RequestKind = keyof typeof RUNTIME_CACHES

/** Gatsby's chunks end in a 20-character content hash; processed images live under /static/<hash>/. */
const HASHED_CODE = /-[0-9a-f]{20}\.(js|css)$/
const isContentHashed = (kind: RequestKind) => kind === 'code' || kind === 'image'

function kindOf(request: Request): RequestKind | null {
  if (request.method !== 'GET' || request.headers.has('range')) return null
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return null
  if (build.passThrough.includes(url.pathname)) return null
  if (request.mode === 'navigate') return 'page'
  if (url.pathname.startsWith('/page-data/')) return 'data'
  if (HASHED_CODE.test(url.pathname)) return 'code'
  return url.pathname.startsWith('/static/') ? 'image' : 'other'
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
  const { name, limit } = RUNTIME_CACHES[kind]
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
    // A host in trouble (5xx): the stored copy, if there is one, is better than an error page.
    if (response.status >= 500) return (await cached(kind, event.request.url)) ?? response
    return response
  } catch (networkError) {
    const response = await cached(kind, event.request.url)
    if (response) return response
    if (kind === 'page') return offlinePage()
    throw networkError
  }
}

async function cacheFirst(event: FetchEvent, kind: RequestKind): Promise<Response> {
  const response = await cached(kind, event.request.url)
  if (response) return response
  const fresh = await fetch(event.request)
  if (isStorable(fresh)) event.waitUntil(store(kind, event.request.url, fresh.clone()))
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
      if (!kind) return
      // Pages and hashed files already stored are left alone (a full page load refreshes a stored page).
      if ((kind === 'page' || isContentHashed(kind)) && (await cached(kind, request.url))) return
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
  event.waitUntil(
    Promise.all([
      caches.open(PRECACHE).then((cache) => cache.addAll(build.precache)),
      caches.open(RUNTIME_CACHES.code.name).then((cache) => cache.addAll(build.appChunks)),
    ]),
  )
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
  event.respondWith(isContentHashed(kind) ? cacheFirst(event, kind) : networkFirst(event, kind))
})

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null
  if (message?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting())
  if (message?.type === 'CACHE_PAGE') event.waitUntil(cachePage(message.page, message.resources))
})
