import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the guard uses of develop's express app (express's own types are not a dependency of the site). */
export interface ExpressApp {
  use(handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void): unknown
}

/**
 * `gatsby develop` (the preview's development server, and a developer's) answers any Host and allows any origin
 * (it installs `cors()`), so a web page open in the same browser could read its GraphQL, every draft included:
 * from its own origin (CORS), or from a name of its own that resolves to 127.0.0.1 (DNS rebinding). The guard
 * lets through only requests addressed to this machine by a loopback name, and no request another site's page
 * sent: a foreign Origin, or a browser's `Sec-Fetch-Site: cross-site`.
 */

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The host name of a Host header (`name:port`, `[v6]:port`), lower case; null when it is not one. */
function hostName(host: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host.trim())
  return match?.[1]?.toLowerCase() ?? null
}

function originIsLoopback(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_NAMES.has(hostname.toLowerCase())
  } catch {
    return false
  }
}

/** Why develop must not answer a request with these headers, or null when it may. */
export function developRequestProblem(headers: Record<string, string | string[] | undefined>): string | null {
  const host = headers.host
  const name = typeof host === 'string' ? hostName(host) : null
  if (name === null || !LOOPBACK_NAMES.has(name)) return `Host ${String(host)} is not this machine's loopback`
  const origin = headers.origin
  if (origin !== undefined && !(typeof origin === 'string' && originIsLoopback(origin)))
    return `Origin ${String(origin)} is another site`
  if (headers['sec-fetch-site'] === 'cross-site') return 'sent by another site'
  return null
}

function guard(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const problem = developRequestProblem(request.headers)
  if (problem === null) return next()
  response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  response.end(`Geweigerd: ${problem}.\n`)
}

/**
 * Puts the guard in front of every route of develop's express app. Gatsby's only hooks into that app
 * (`developMiddleware`, `onCreateDevServer`) run after it has added GraphQL and its other routes, so the guard
 * is moved to the front of the app's router stack: express 4's `app._router.stack`, an internal of express
 * (not of Gatsby), used here only. tests/scripts/develop-guard.test.ts fails when an express upgrade changes it.
 */
export function guardDevelopServer(app: ExpressApp): void {
  app.use(guard)
  const router = (app as unknown as { _router?: { stack?: unknown[] } })._router
  const stack = router?.stack
  if (!Array.isArray(stack) || stack.length === 0)
    throw new Error(
      'express has no app._router.stack: the develop guard cannot run first (see develop-guard.ts)',
    )
  stack.unshift(stack.pop())
}
