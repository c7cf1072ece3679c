/**
 * What the pages tell the service worker. Global (no import or export), because the worker is a plain script:
 * src/service-worker/tsconfig.json includes this file, and so does the site's.
 */
type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  /** store this page (and what it loaded), which the worker did not see loading */
  | { type: 'CACHE_PAGE'; page: string; resources: string[] }
