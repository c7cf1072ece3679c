import type { Workbox, WorkboxLifecycleEvent } from 'workbox-window'
import { hasUnsentInput } from '../dom/unsent-input'
import { whenIdle } from '../dom/when-idle'
import { pageIsOutdated } from './build-updates'
import { SERVICE_WORKER_PATH } from './service-worker-switch'
import { updateServiceWorkerStatus } from './service-worker-status'
import type { SkipWaitingMessage, StorePageMessage } from './worker-messages'

/** workbox-window loads when the worker registers (the browser is idle), not with the page's first code. */
const loadWorkboxWindow = () => import('workbox-window')

let workbox: Promise<Workbox | null> | null = null

const post = (worker: ServiceWorker | null, message: StorePageMessage | SkipWaitingMessage) =>
  worker?.postMessage(message)

/** The worker was not there when this page loaded: give it the page and everything the page loaded. */
function storeThisPage(worker: ServiceWorker | null) {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin))
  post(worker, { type: 'STORE_PAGE', page: window.location.href, resources })
}

/** After a client-side navigation: the worker stores the page's HTML too, so a reload offline works. */
export function storePageForOffline(): void {
  if ('serviceWorker' in navigator) {
    post(navigator.serviceWorker.controller, {
      type: 'STORE_PAGE',
      page: window.location.href,
      resources: [],
    })
  }
}

interface Options {
  switchedOff: boolean
  /** for tests; a reload loses nothing typed (checked before) */
  reload?: () => void
  /** for tests: resolves in the browser's next idle moment */
  nextIdleMoment?: () => Promise<void>
}

const browserIdleMoment = () => new Promise<void>((resolve) => whenIdle(resolve))

/**
 * Follows the worker through workbox-window's events and mirrors them on <html> (service-worker-status.ts):
 * installed and activated (offline-ready), waiting (needs-refresh) when a new build's worker is found. That
 * worker takes over at once; when it takes control of a page of an older build, the page reloads once, unless
 * the visitor typed something not yet sent (then the next link followed loads the new build).
 */
function follow(wb: Workbox, reload: () => void) {
  const container = navigator.serviceWorker
  let controlled = container.controller !== null
  let reloading = false
  /** Workers seen active: one that turns redundant without having been active failed to install. */
  const active = new WeakSet<ServiceWorker>()
  if (container.controller) active.add(container.controller)
  const takenOver = new WeakSet<ServiceWorker>()

  const activated = (worker: ServiceWorker | undefined) => {
    if (worker) active.add(worker)
    updateServiceWorkerStatus({ state: 'activated', offlineReady: true })
  }
  // A new build's worker is waiting: it takes over now. Its activation is followed here: workbox-window reports
  // it only for workers it saw installing, not for one found waiting.
  const takeOver = (worker: ServiceWorker) => {
    if (takenOver.has(worker)) return
    takenOver.add(worker)
    updateServiceWorkerStatus({ state: 'waiting', needsRefresh: true })
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') activated(worker)
    })
    post(worker, { type: 'SKIP_WAITING' })
  }

  wb.addEventListener('installed', (event) => {
    // The first worker works offline from now on. A new build's worker (the page has a controller) now waits:
    // it takes over at once, without workbox-window's short wait before its own 'waiting' event.
    if (!container.controller) updateServiceWorkerStatus({ state: 'installed', offlineReady: true })
    else if (event.sw) takeOver(event.sw)
  })
  // A worker found waiting on an earlier visit; also one of a build found later than workbox-window's own
  // update window ("external"). Each takes over.
  wb.addEventListener('waiting', (event) => {
    if (event.sw) takeOver(event.sw)
  })
  wb.addEventListener('activated', (event: WorkboxLifecycleEvent) => activated(event.sw))
  wb.addEventListener('redundant', (event) => {
    if (event.sw && !active.has(event.sw)) updateServiceWorkerStatus({ error: true })
  })
  wb.addEventListener('controlling', () => {
    if (!controlled) {
      controlled = true // the first worker: this page was loaded without one
      storeThisPage(container.controller)
    } else if (!pageIsOutdated()) {
      // This page came from the network after the deploy: it is the new build already.
      updateServiceWorkerStatus({ needsRefresh: false })
    } else if (!hasUnsentInput() && !reloading) {
      reloading = true
      reload()
    }
    // With unsent input the page stays as it is; the next link followed is a full load of the new build.
  })

  return (registration: ServiceWorkerRegistration) => {
    const installing = registration.installing
    if (installing) updateServiceWorkerStatus({ state: 'installing' })
    else if (registration.active && !registration.waiting) activated(registration.active)
    // workbox-window reports only workers found after it registered; a new build's worker the browser found
    // while it loaded this page (GoogleChrome/workbox#2199) is followed here.
    if (installing && container.controller) {
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed') takeOver(installing)
      })
    }
  }
}

/**
 * Registers /sw.js for the whole site with workbox-window. Registration failure sets the error flag only: the
 * site works without a worker. With the switch off, any worker from an earlier build is removed.
 */
export function registerServiceWorker({
  switchedOff,
  reload = () => window.location.reload(),
  nextIdleMoment = browserIdleMoment,
}: Options): void {
  if (!('serviceWorker' in navigator)) {
    updateServiceWorkerStatus({ state: 'unsupported' })
    return
  }
  if (switchedOff) {
    updateServiceWorkerStatus({ state: 'switched-off' })
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    return
  }
  updateServiceWorkerStatus({ state: 'registering' })
  // Two tasks, not one: the chunk's arrival evaluates workbox-window (webpack resolves the import in the script's
  // own task); constructing and registering in the same task made it 73–79 ms on a phone's profile.
  const registering = loadWorkboxWindow().then(async ({ Workbox }) => {
    await nextIdleMoment()
    const wb = new Workbox(SERVICE_WORKER_PATH, { scope: '/' })
    const registered = follow(wb, reload)
    return { wb, registered }
  })
  workbox = registering.then(
    ({ wb }) => wb,
    () => null,
  )
  registering
    .then(async ({ wb, registered }) => {
      const registration = await wb.register()
      if (registration) registered(registration)
    })
    .catch((error: unknown) => {
      console.error('Service worker registration failed; the site works on without offline support.', error)
      updateServiceWorkerStatus({ error: true })
    })
}

/** Asks the browser to look for a new worker now (a new build was seen). */
export function checkForNewWorker(): void {
  void workbox?.then((wb) => wb?.update()).catch(() => undefined)
}
