/**
 * What the build step (src/build/write-service-worker.ts) tells the worker about its build. It is written in front of
 * the bundled worker as `const SERVICE_WORKER_BUILD = {…}`, so every deploy gives a new worker.
 */
export interface ServiceWorkerBuild {
  /** unique per build; names this build's precache */
  id: string
  offlinePage: string
  /** Workbox precache manifest: the offline page, the web manifest and its icons, with their revisions */
  precache: { url: string; revision: string | null }[]
  /** the app's core chunks (content-hashed): stored with the other code, so pages stored earlier keep them */
  appChunks: string[]
  /** paths the worker never answers (itself, the latest-build info) */
  passThrough: string[]
}

/** Pages and page-data wait this long for the network; then a stored copy is served, when there is one. */
export const NETWORK_TIMEOUT_SECONDS = 3
