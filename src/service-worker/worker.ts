/// <reference lib="webworker" />
/**
 * The site's service worker, served as /sw.js with root scope, on Workbox modules (bundled by
 * src/build/service-worker.ts, which puts this build's settings in front of it as SERVICE_WORKER_BUILD).
 *
 * What it promises:
 * - pages and page-data come from the network first, so a deploy is seen at once; a network that fails, or
 *   hangs for NETWORK_TIMEOUT_SECONDS, gets the stored copy; a page never stored gets the Dutch offline page;
 * - code chunks and images with a content hash in their name are cache-first: they never change, and they are
 *   kept across builds, so a page stored under an older build still runs offline;
 * - requests to other origins (tag manager, consent banner, CMS) are never handled, so never stored;
 * - each build's precache (offline page, manifest, icons) is its own, and removed when the next build activates.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { warmStrategyCache } from 'workbox-recipes'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies'
import { parseWorkerMessage, type StorePageMessage, type StorePageReply } from '../lib/pwa/worker-messages'
import { NETWORK_TIMEOUT_SECONDS, type ServiceWorkerBuild } from './build-settings'
import { keyedBy, offlinePageWhenUnreachable, storedCopyOnServerError, storeOnly } from './plugins'
import { isContentHashed, pageKey, pageToStore, requestKind, type RequestKind } from './request-kind'

declare const SERVICE_WORKER_BUILD: ServiceWorkerBuild
declare const self: ServiceWorkerGlobalScope

const build = SERVICE_WORKER_BUILD
const site = { origin: self.location.origin, passThrough: build.passThrough }

// Every cache of the site starts with "tandem-" (the switch-off worker deletes them by that prefix). The
// precache is named per build: tandem-precache-<build>-<scope>; cleanupOutdatedCaches removes older ones.
setCacheNameDetails({ prefix: 'tandem', precache: `precache-${build.id}` })

/** Runtime caches, shared by all builds; Workbox's expiration drops the least recently used past the limit. */
const RUNTIME_CACHES: Record<RequestKind, { name: string; maxEntries: number }> = {
  page: { name: 'tandem-pages', maxEntries: 60 },
  data: { name: 'tandem-page-data', maxEntries: 200 },
  // Code and images apart, so that many images cannot push out the code a stored page needs.
  code: { name: 'tandem-code', maxEntries: 300 },
  image: { name: 'tandem-images', maxEntries: 200 },
  other: { name: 'tandem-files', maxEntries: 50 },
}

const sameKey = (url: string) => url
const keyOf = (kind: RequestKind) => (kind === 'page' ? pageKey : sameKey)

function strategyFor(kind: RequestKind): Strategy {
  const { name, maxEntries } = RUNTIME_CACHES[kind]
  const plugins = [
    storeOnly({ html: kind === 'page' }),
    new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
  ]
  if (isContentHashed(kind)) return new CacheFirst({ cacheName: name, plugins })
  return new NetworkFirst({
    cacheName: name,
    // Other files (the manifest's icons, robots.txt) have no timeout: nothing waits for them to show a page.
    networkTimeoutSeconds: kind === 'page' || kind === 'data' ? NETWORK_TIMEOUT_SECONDS : undefined,
    plugins: [
      ...plugins,
      keyedBy(keyOf(kind)),
      storedCopyOnServerError(name, keyOf(kind)),
      ...(kind === 'page' ? [offlinePageWhenUnreachable(build.offlinePage)] : []),
    ],
  })
}

const strategies = Object.fromEntries(
  (Object.keys(RUNTIME_CACHES) as RequestKind[]).map((kind) => [kind, strategyFor(kind)]),
) as Record<RequestKind, Strategy>

const kindOf = (request: Request, url: URL) =>
  requestKind(
    { url, method: request.method, mode: request.mode, hasRange: request.headers.has('range') },
    site,
  )

// This build's own files first (served from the precache), then the site's routes by kind.
precacheAndRoute(build.precache, { cleanURLs: false })
cleanupOutdatedCaches()
for (const kind of Object.keys(strategies) as RequestKind[]) {
  registerRoute(({ request, url }) => kindOf(request, url) === kind, strategies[kind])
}
// The app's core code is stored on install, with the other code: a page stored under this build runs offline.
warmStrategyCache({ urls: build.appChunks, strategy: strategies.code })
// For pages, the browser starts the request while the worker wakes up; the strategies use that response.
enableNavigationPreload()
clientsClaim()

/**
 * Stores a page the worker did not see loading (the first page, with what it loaded; a page reached inside the
 * app), each address through the strategy of its kind. The files the page loaded come first and the page last, so
 * a page is in the cache only once what it needs to run is there too: a network that fails in between leaves no
 * page stored without its code. A page stored already is left alone: a full page load refreshes it. Anything that
 * is not a page of this site is refused.
 */
async function storePage(event: ExtendableEvent, { page, resources }: StorePageMessage): Promise<boolean> {
  const key = pageToStore(page, site)
  if (!key) return false
  await Promise.all(resources.map((address) => storeResource(event, address).catch(() => undefined)))
  const pages = await caches.open(RUNTIME_CACHES.page.name)
  if (!(await pages.match(key))) {
    const [, done] = strategies.page.handleAll({ event, request: new Request(key) })
    await done.catch(() => undefined) // unreachable: not stored, the answer says so
  }
  return (await pages.match(key)) !== undefined
}

/** One file the page loaded, through its route's strategy; not a page, nothing the worker would not handle. */
async function storeResource(event: ExtendableEvent, address: string): Promise<void> {
  const request = new Request(address)
  const kind = kindOf(request, new URL(request.url))
  if (kind && kind !== 'page') await strategies[kind].handleAll({ event, request })[1]
}

self.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data)
  if (message?.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting())
  if (message?.type === 'STORE_PAGE') {
    event.waitUntil(
      storePage(event, message).then((stored) => {
        const reply: StorePageReply = { stored }
        event.ports[0]?.postMessage(reply)
      }),
    )
  }
})
