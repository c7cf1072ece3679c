/**
 * What the gate passes on to the development server, even for a valid cookie: only what a page of the site
 * needs. `gatsby develop` also serves GraphiQL and its GraphQL endpoint (every node, and answers that carry
 * the refresh token), the refresh endpoint, and routes that read source files or open an editor; a preview
 * link must open none of them. An allow-list, because develop's express app matches its own routes loosely
 * (case-insensitively, `/_+graphi?ql`, any method), and a future Gatsby may add routes.
 */

export type GateDecision = { pass: true } | { pass: false; status: 404 | 405 }

/** Gatsby's live updates (new page data after a refresh): socket.io, a WebSocket or long polling. */
const LIVE_UPDATES = '/socket.io/'

/** A plain path segment: no dot or underscore first (`..`, `.cache`, `__refresh`, `___graphql`), no backslash. */
const PLAIN_SEGMENT = /^(?![._])[^\\]*$/

/** A %-escape of an ASCII character (`%2e`, `%2f`, `%5c`, `%5f`): plain paths need none; UTF-8 escapes are fine. */
const ASCII_ESCAPE = /%[0-7][0-9a-f]/i

/**
 * The path of a request target in origin form (`/path?query`), or null for any other form (absolute,
 * `//host…`, `*`) and for a fragment, which browsers never send.
 */
function originFormPath(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('#')) return null
  const end = target.indexOf('?')
  return end === -1 ? target : target.slice(0, end)
}

const isPlainPath = (path: string) =>
  !ASCII_ESCAPE.test(path) &&
  path
    .split('/')
    .slice(1)
    .every((segment) => PLAIN_SEGMENT.test(segment))

/**
 * Whether the gate passes a request (with a valid cookie) on: GET or HEAD of a page, its `/page-data/`, the
 * scripts, styles and static files (all plain paths), and the live-update socket. Everything under a segment
 * that starts with `_` or `.` (develop's `/___graphql`, `/__refresh`, `/__original-stack-frame`,
 * `/__open-stack-frame-in-editor`, `/__file-code-frame`, `/__webpack_hmr`, `/_gatsby/…`) is refused.
 */
export function gateDecision(method: string | undefined, target: string | undefined): GateDecision {
  const path = originFormPath(target ?? '')
  if (path === null || !isPlainPath(path)) return { pass: false, status: 404 }
  const verb = (method ?? 'GET').toUpperCase()
  if (path === LIVE_UPDATES)
    return verb === 'GET' || verb === 'POST' ? { pass: true } : { pass: false, status: 405 }
  return verb === 'GET' || verb === 'HEAD' ? { pass: true } : { pass: false, status: 405 }
}

/** Whether a WebSocket upgrade may pass: the live-update socket only. */
export function upgradeAllowed(target: string | undefined): boolean {
  return originFormPath(target ?? '') === LIVE_UPDATES
}
