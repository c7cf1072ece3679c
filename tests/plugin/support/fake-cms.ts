import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeResponse {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  /** wait this long before answering (to provoke timeouts) */
  delayMs?: number
}

export type FakeHandler = (url: URL, request: IncomingMessage) => FakeResponse | Promise<FakeResponse>

export interface FakeCms {
  url: string
  /** every path+query requested, in order */
  requests: string[]
  close(): Promise<void>
}

function send(response: ServerResponse, answer: FakeResponse): void {
  if (Buffer.isBuffer(answer.body)) {
    response.writeHead(answer.status ?? 200, answer.headers)
    response.end(answer.body)
    return
  }
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null)
  response.writeHead(answer.status ?? 200, {
    'content-type': 'application/json; charset=utf-8',
    ...answer.headers,
  })
  response.end(body)
}

/** A real HTTP server on a loopback port that answers like a CMS would, as the test's handler decides. */
export async function startFakeCms(handler: FakeHandler): Promise<FakeCms> {
  const requests: string[] = []
  const timers = new Set<NodeJS.Timeout>()
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${url.pathname}${url.search}`)
    void Promise.resolve(handler(url, request)).then((answer) => {
      if (!answer.delayMs) return send(response, answer)
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!response.destroyed) send(response, answer)
      }, answer.delayMs)
      timers.add(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
