import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { SECURITY_HEADERS } from '../../src/build/hosting/security-headers'
import { gateDecision, upgradeAllowed } from './allow-list'
import { grantCookie, grantsFromCookie, withGrant } from './grants'
import { forward, forwardUpgrade } from './proxy'
import { OWN_PAGE_POLICY, refusalMessage, refusalPage, waitingPage, type RefusalReason } from './pages'
import { readiness } from './readiness'
import type { Refresher } from './refresher'
import { grantedBy } from './scope'
import { checkPreviewToken, type PreviewClaims } from './token'

export { COOKIE } from './grants'

/**
 * The site's security headers (src/build/hosting/security-headers.ts) on everything the gate answers, its own
 * pages and the drafts it passes on alike; its own pages have their own policy (pages.ts).
 */
export const GATE_HEADERS: OutgoingHttpHeaders = Object.fromEntries(
  SECURITY_HEADERS.map(({ key, value }) => [key, value]),
)

/** The answer to a development route (GraphQL, refresh, source files), whatever the cookie. */
export const NOT_IN_PREVIEW = 'Niet beschikbaar in de voorvertoning.\n'

export interface GateSettings {
  /** the development server, on a loopback address */
  developUrl: string
  secret: string
  refresher: Refresher
  /** set the cookie's Secure flag (the preview is served over HTTPS) */
  secureCookie: boolean
  /** the Host values the preview answers (`name:port`, lower case); any other is refused (DNS rebinding) */
  hosts: readonly string[]
}

/** Whether a request names one of the preview's own hosts (a name of the attacker's resolving here does not). */
const ownHost = (settings: GateSettings, request: IncomingMessage) =>
  settings.hosts.includes((request.headers.host ?? '').toLowerCase())

const queryToken = (request: IncomingMessage) =>
  new URL(request.url ?? '/', 'http://preview').searchParams.get('token')

function refuse(response: ServerResponse, reason: RefusalReason, json = false): void {
  const status = reason === 'missing' ? 401 : 403
  response.writeHead(status, {
    ...GATE_HEADERS,
    'content-security-policy': OWN_PAGE_POLICY,
    'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(json ? JSON.stringify({ ready: false, message: refusalMessage(reason) }) : refusalPage(reason))
}

/** Is the item there at its version? Starts a refresh when it is not (unless one is running). */
async function ready(settings: GateSettings, claims: PreviewClaims): Promise<boolean> {
  const state = await readiness(settings.developUrl, claims)
  if (state.current && state.page && state.pageData) return true
  if (!state.current) await settings.refresher.refresh()
  return false
}

async function handlePreviewRoute(
  settings: GateSettings,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const route = new URL(request.url ?? '/', 'http://preview').pathname
  if (route === '/__preview/health') {
    const up = await fetch(`${settings.developUrl}/___graphql`, { method: 'HEAD' }).then(
      (answer) => answer.status < 500,
      () => false,
    )
    response.writeHead(up ? 200 : 503, { ...GATE_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
    response.end(up ? 'ok\n' : 'de ontwikkelserver start nog\n')
    return
  }
  const token = queryToken(request)
  const check = checkPreviewToken(token, settings.secret)
  const json = route === '/__preview/status'
  if (!check.ok) return refuse(response, check.reason, json)
  const isReady = await ready(settings, check.claims)
  if (json) {
    response.writeHead(200, {
      ...GATE_HEADERS,
      'content-type': 'application/json',
      'cache-control': 'no-store',
    })
    response.end(JSON.stringify({ ready: isReady, path: check.claims.path }))
    return
  }
  // The waiting page: the verified token joins the cookie (HttpOnly, for this host only) that lets the browser
  // in to this item's page, beside the items of earlier links.
  const grants = withGrant(grantsFromCookie(request.headers.cookie, settings.secret).grants, check)
  const cookie = grantCookie(grants, settings.secureCookie)
  const headers = {
    ...GATE_HEADERS,
    'content-security-policy': OWN_PAGE_POLICY,
    'set-cookie': cookie,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  }
  if (isReady) {
    response.writeHead(303, { ...headers, location: check.claims.path })
    response.end()
    return
  }
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' })
  response.end(waitingPage(`/__preview/status?token=${encodeURIComponent(check.token)}`, check.claims.path))
}

function refuseRoute(response: ServerResponse, status: 404 | 405): void {
  response.writeHead(status, {
    ...GATE_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
  })
  response.end(NOT_IN_PREVIEW)
}

/**
 * The preview's front door. `/__preview/wait?token=…` (where WordPress's Preview button leads) and
 * `/__preview/status?token=…` check the signed link; every other request needs the cookie the waiting page set,
 * or gets no content at all. The cookie grants the pages of the items its links were made for (scope.ts), and
 * of those only what a page needs passes (allow-list.ts): develop's GraphQL, refresh endpoint and other
 * development routes are never reachable through the gate, and neither is any other item's page.
 */
export function createPreviewGate(settings: GateSettings): http.Server {
  const target = new URL(settings.developUrl)
  const server = http.createServer((request, response) => {
    if (!ownHost(settings, request)) {
      response.writeHead(421, { ...GATE_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
      response.end('Deze voorvertoning antwoordt alleen op haar eigen adres.\n')
      return
    }
    if ((request.url ?? '').startsWith('/__preview/')) {
      handlePreviewRoute(settings, request, response).catch((error: unknown) => {
        if (!response.headersSent)
          response.writeHead(502, { ...GATE_HEADERS, 'content-type': 'application/json' })
        const message = `De voorvertoning kon niet worden bijgewerkt: ${error instanceof Error ? error.message : String(error)}`
        response.end(JSON.stringify({ ready: false, message }))
      })
      return
    }
    const { grants, refusal } = grantsFromCookie(request.headers.cookie, settings.secret)
    if (grants.length === 0) return refuse(response, refusal)
    const decision = gateDecision(request.method, request.url)
    if (!decision.pass) return refuseRoute(response, decision.status)
    const pages = grants.map((grant) => grant.claims.path)
    if (!grantedBy(request.url ?? '/', pages)) return refuse(response, 'other-item')
    forward(target, request, response, GATE_HEADERS)
  })
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    if (!ownHost(settings, request)) {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\n\r\n')
      return
    }
    if (grantsFromCookie(request.headers.cookie, settings.secret).grants.length === 0) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n')
      return
    }
    if (!upgradeAllowed(request.url)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    forwardUpgrade(target, request, socket, head)
  })
  return server
}
