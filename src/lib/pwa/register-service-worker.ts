import { hasUnsentInput } from '../dom/unsent-input'
import { pageIsOutdated } from './build-updates'
import { SERVICE_WORKER_PATH } from './service-worker-switch'
import { updateServiceWorkerStatus } from './service-worker-status'

const post = (worker: ServiceWorker | null, message: WorkerMessage) => worker?.postMessage(message)

let reloading = false
function reloadOnce() {
  if (reloading) return
  reloading = true
  window.location.reload()
}

/** The worker was not there when this page loaded: give it the page and everything the page loaded. */
function storeThisPage(worker: ServiceWorker | null) {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin))
  post(worker, { type: 'CACHE_PAGE', page: window.location.href, resources })
}

/** After a client-side navigation: the worker stores the page's HTML too, so a reload offline works. */
export function storePageForOffline(): void {
  if ('serviceWorker' in navigator) {
    post(navigator.serviceWorker.controller, {
      type: 'CACHE_PAGE',
      page: window.location.href,
      resources: [],
    })
  }
}

/** A new build's worker: it may take over now; 'controllerchange' then reloads the page. */
function takeOver(worker: ServiceWorker) {
  updateServiceWorkerStatus({ state: 'waiting', needsRefresh: true })
  post(worker, { type: 'SKIP_WAITING' })
}

/** A worker can be both `registration.installing` and announced by 'updatefound': follow it once. */
const followed = new WeakSet<ServiceWorker>()

function follow(worker: ServiceWorker) {
  if (followed.has(worker)) return
  followed.add(worker)
  updateServiceWorkerStatus({ state: 'installing' })
  let activated = false
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') {
      if (navigator.serviceWorker.controller) takeOver(worker)
      else updateServiceWorkerStatus({ state: 'installed', offlineReady: true })
    }
    if (worker.state === 'activated') {
      activated = true
      updateServiceWorkerStatus({ state: 'activated', offlineReady: true })
    }
    // Thrown away before it was activated: its install failed (a file it stores could not be fetched).
    if (worker.state === 'redundant' && !activated) updateServiceWorkerStatus({ error: true })
  })
}

function followRegistration(registration: ServiceWorkerRegistration) {
  if (registration.waiting)
    takeOver(registration.waiting) // found on an earlier visit, still waiting
  else if (registration.active && !registration.installing) {
    updateServiceWorkerStatus({ state: 'activated', offlineReady: true })
  }
  if (registration.installing) follow(registration.installing)
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing)
  })
}

/**
 * Registers /sw.js for the whole site and follows its states. When a new build's worker takes control of a page
 * of an older build, the page reloads (spec section 4), unless the visitor typed something that was not sent.
 * Registration failure sets the error flag only: the site works without a worker. With the switch off, any
 * worker from an earlier build is removed.
 */
export function registerServiceWorker({ switchedOff }: { switchedOff: boolean }): void {
  if (!('serviceWorker' in navigator)) {
    updateServiceWorkerStatus({ state: 'unsupported' })
    return
  }
  const container = navigator.serviceWorker
  if (switchedOff) {
    updateServiceWorkerStatus({ state: 'switched-off' })
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    return
  }
  let controlled = container.controller !== null
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true // the first worker: this page was loaded without one
      storeThisPage(container.controller)
    } else if (!pageIsOutdated()) {
      // This page came from the network after the deploy: it is the new build already.
      updateServiceWorkerStatus({ needsRefresh: false })
    } else if (!hasUnsentInput()) reloadOnce()
    // With unsent input the page stays as it is; the next navigation is a full load of the new build.
  })
  updateServiceWorkerStatus({ state: 'registering' })
  container.register(SERVICE_WORKER_PATH, { scope: '/' }).then(followRegistration, (error: unknown) => {
    console.error('Service worker registration failed; the site works on without offline support.', error)
    updateServiceWorkerStatus({ error: true })
  })
}

/** Asks the browser to look for a new worker now (a new build was seen). */
export function checkForNewWorker(): void {
  if (!('serviceWorker' in navigator)) return
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined)
}
