/// <reference lib="webworker" />
/**
 * The few rules of this site that Workbox's strategies take as plugins. The strategies themselves (network-first
 * with a timeout, cache-first), expiration and the precache are Workbox's own.
 */
import type { WorkboxPlugin } from 'workbox-core'
import { matchPrecache } from 'workbox-precaching'

/**
 * Which responses are stored: complete answers (200) from this site, not redirected (a redirected response
 * cannot answer a navigation later). Pages only when they are HTML. Replaces Workbox's default rule (200 only),
 * which applies when a strategy has no such plugin.
 */
export const storeOnly = ({ html }: { html: boolean }): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null
    if (html && !response.headers.get('content-type')?.startsWith('text/html')) return null
    return response
  },
})

/** Stores and finds each entry under the key given (pages: without their query), whatever the request's URL. */
export const keyedBy = (key: (url: string) => string): WorkboxPlugin => ({
  cacheKeyWillBeUsed: async ({ request }) => key(request.url),
})

/** A host in trouble (5xx): the stored copy, when there is one, is better than an error page. */
export const storedCopyOnServerError = (cacheName: string, key: (url: string) => string): WorkboxPlugin => ({
  handlerWillRespond: async ({ request, response }) => {
    if (response.status < 500) return response
    const stored = await caches.open(cacheName).then((cache) => cache.match(key(request.url)))
    return stored ?? response
  },
})

/** A page that could not be fetched and was never stored: the Dutch offline page from this build's precache. */
export const offlinePageWhenUnreachable = (offlinePage: string): WorkboxPlugin => ({
  handlerDidError: async () =>
    (await matchPrecache(offlinePage)) ??
    new Response('U bent offline.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),
})
