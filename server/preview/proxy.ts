import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import net from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * The request's headers as develop gets them: addressed to develop, and without what says which site sent it (the
 * gate has checked the cookie, which a browser sends only from the preview's own site). Develop refuses requests
 * from other sites (src/build/develop-guard.ts), and the preview's public address is one to it.
 */
function developHeaders(request: IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const dropped = new Set(['origin', 'referer', 'sec-fetch-site'])
  const kept = Object.entries(request.headers).filter(([name]) => !dropped.has(name))
  return { ...Object.fromEntries(kept), host: target.host }
}

/**
 * Passes a request on to the development server on the loopback address, as it came (headers, body, and
 * WebSocket upgrades for Gatsby's live updates). Node's own http and net do this in a few lines; the usual
 * proxy library has had no release for years.
 */
export function forward(
  target: URL,
  request: IncomingMessage,
  response: ServerResponse,
  added: OutgoingHttpHeaders = {},
): void {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: developHeaders(request, target),
    },
    (answer) => {
      // Drafts: never kept by a browser cache or a proxy, never indexed.
      const headers = { ...answer.headers, ...added, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
      response.writeHead(answer.statusCode ?? 502, headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    if (!response.headersSent)
      response.writeHead(502, { ...added, 'content-type': 'text/plain; charset=utf-8' })
    response.end('De voorvertoningsserver start nog of is gestopt.\n')
  })
  request.pipe(upstream)
}

export function forwardUpgrade(target: URL, request: IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`]
    for (let index = 0; index < request.rawHeaders.length; index += 2) {
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`)
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
    if (head.length > 0) upstream.write(head)
    upstream.pipe(socket).pipe(upstream)
  })
  upstream.on('error', () => socket.destroy())
  socket.on('error', () => upstream.destroy())
}
