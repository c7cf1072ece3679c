import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A build hook endpoint (as a hosting provider offers): records every call's JSON body. */
export async function startHookReceiver(): Promise<{
  url: string
  calls: unknown[]
  close(): Promise<void>
}> {
  const calls: unknown[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      calls.push(body === '' ? null : (JSON.parse(body) as unknown))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-hook`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
