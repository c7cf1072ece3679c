import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A build hook endpoint (as a hosting provider offers): records every call's body (parsed when it is JSON),
 * and answers 500 to the next `failNext` calls.
 */
export interface HookReceiver {
  url: string
  calls: unknown[]
  failNext: number
  close(): Promise<void>
}

export async function startHookReceiver(): Promise<HookReceiver> {
  const receiver: HookReceiver = { url: '', calls: [], failNext: 0, close: async () => undefined }
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      receiver.calls.push(parseBody(body))
      const failing = receiver.failNext > 0
      receiver.failNext -= failing ? 1 : 0
      response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' })
      response.end(failing ? '{"ok":false}' : '{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-hook`
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()))
  return receiver
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return body
  }
}
