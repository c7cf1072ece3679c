/**
 * The service worker's state and flags (states installed, waiting, activated; flags offline-ready and
 * needs-refresh; an error flag when registration fails). Mirrored on <html> as data-sw-* attributes, so
 * browser tests and a developer in DevTools can see them.
 */
export type WorkerState =
  'unsupported' | 'switched-off' | 'registering' | 'installing' | 'installed' | 'waiting' | 'activated'

export interface ServiceWorkerStatus {
  state: WorkerState | null
  /** the site's shell and the offline page are stored: pages seen from now on work offline */
  offlineReady: boolean
  /** a new build's worker is waiting; it takes over and the page reloads */
  needsRefresh: boolean
  /** registration failed; the site works on without a worker */
  error: boolean
}

const INITIAL: ServiceWorkerStatus = { state: null, offlineReady: false, needsRefresh: false, error: false }

const FLAG_ATTRIBUTES = [
  ['offlineReady', 'data-sw-offline-ready'],
  ['needsRefresh', 'data-sw-needs-refresh'],
  ['error', 'data-sw-error'],
] as const

let current = INITIAL

export const serviceWorkerStatus = (): ServiceWorkerStatus => current

export function updateServiceWorkerStatus(change: Partial<ServiceWorkerStatus>): void {
  current = { ...current, ...change }
  // Written only when they change: a test or DevTools watching <html> sees each state once.
  const html = document.documentElement
  if (current.state && html.dataset.swState !== current.state) html.dataset.swState = current.state
  for (const [flag, attribute] of FLAG_ATTRIBUTES) {
    if (current[flag] && !html.hasAttribute(attribute)) html.setAttribute(attribute, 'true')
    else if (!current[flag] && html.hasAttribute(attribute)) html.removeAttribute(attribute)
  }
}
