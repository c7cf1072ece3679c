/// <reference lib="webworker" />
/**
 * The switch-off worker, served as /sw.js when the site is built with GATSBY_SERVICE_WORKER=off (docs/offline.md: "Switching
 * the service worker off"). A browser that has the normal worker finds this one at its next update check (every
 * navigation). It takes over at once, deletes the site's caches and Workbox's expiration records, and unregisters
 * itself. The pages it took over reload themselves on the change of worker (src/lib/pwa/register-service-worker.ts),
 * load from the network, and the switched-off build registers no worker again.
 */
export {} // a module of its own: its names are not the other worker's

declare const self: ServiceWorkerGlobalScope

/** The database in which workbox-expiration records when entries were used. */
const EXPIRATION_DATABASE = 'workbox-expiration'

const deleteDatabase = (name: string) =>
  new Promise<void>((done) => {
    const request = indexedDB.deleteDatabase(name)
    // Blocked: the old worker still has it open; the browser deletes it once that worker has stopped.
    request.onsuccess = request.onerror = request.onblocked = () => done()
  })

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name.startsWith('tandem-')).map((name) => caches.delete(name)))
      await deleteDatabase(EXPIRATION_DATABASE)
      await self.registration.unregister()
    })(),
  )
})
