/// <reference lib="webworker" />
/**
 * The switch-off worker, served as /sw.js when the site is built with GATSBY_SERVICE_WORKER=off (README: "Switching
 * the service worker off"). A browser that has the normal worker finds this one at its next update check (every
 * navigation). It takes over at once, deletes the site's caches and unregisters itself. The pages it took over
 * reload themselves on the change of worker (src/lib/pwa/register-service-worker.ts), load from the network,
 * and the switched-off build registers no worker again.
 */
const retiringWorker = self as unknown as ServiceWorkerGlobalScope

retiringWorker.addEventListener('install', (event) => {
  event.waitUntil(retiringWorker.skipWaiting())
})

retiringWorker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name.startsWith('tandem-')).map((name) => caches.delete(name)))
      await retiringWorker.registration.unregister()
    })(),
  )
})
