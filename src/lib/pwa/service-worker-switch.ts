/** Served from the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js'

/**
 * GATSBY_SERVICE_WORKER=off builds a site without a service worker: pages register none and unregister any they
 * find, and /sw.js becomes a worker that removes itself (docs/offline.md: "Switching the service worker off").
 * Gatsby inlines GATSBY_ variables into the browser code at build time.
 */
export const serviceWorkerSwitchedOff = (env: Record<string, string | undefined>): boolean =>
  env.GATSBY_SERVICE_WORKER?.trim().toLowerCase() === 'off'
