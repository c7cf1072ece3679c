/**
 * What pages tell the service worker, shared by both sides (the worker is bundled from src/service-worker/).
 * Messages come from pages of the site only, but the worker still checks their shape before acting on one.
 */

/** workbox-window's `messageSkipWaiting()` sends exactly this: the waiting worker takes over now. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING'
}

/**
 * Store a page the worker did not see loading: the first page (loaded before there was a worker, with what it
 * loaded) or a page reached inside the app (its data went through the worker, its HTML did not). The worker
 * answers on the message's port, when it has one, with a StorePageReply.
 */
export interface StorePageMessage {
  type: 'STORE_PAGE'
  page: string
  resources: string[]
}

export interface StorePageReply {
  /** the page is stored (now or before); false when it is not a page of this site or could not be fetched */
  stored: boolean
}

export type WorkerMessage = SkipWaitingMessage | StorePageMessage

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (!data || typeof data !== 'object') return null
  const { type, page, resources } = data as Record<string, unknown>
  if (type === 'SKIP_WAITING') return { type }
  if (type === 'STORE_PAGE' && typeof page === 'string' && isStringArray(resources)) {
    return { type, page, resources }
  }
  return null
}
