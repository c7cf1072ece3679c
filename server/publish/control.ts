import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import path from 'node:path'
import type { PublishSettings } from '../settings'

/**
 * The service's control socket (run/control.sock, in a folder only the service's user may open): how a command
 * on the same machine (`npm run rollback`) asks the running service to do something between builds, rather
 * than doing it beside the service. One request: POST /rollback with {"release": <name or null>}.
 */
export interface ControlAnswer {
  ok: boolean
  lines: string[]
}

export type RollbackHandler = (release: string | null) => Promise<string[]>

export function startControl(settings: PublishSettings, rollback: RollbackHandler): Promise<Server> {
  mkdirSync(path.dirname(settings.controlSocket), { recursive: true, mode: 0o700 })
  chmodSync(path.dirname(settings.controlSocket), 0o700)
  // One left by a stopped service (the state folder's lock is ours now, so no service owns it).
  rmSync(settings.controlSocket, { force: true })
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const reply = (status: number, answer: ControlAnswer) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answer))
      }
      if (incoming.method !== 'POST' || incoming.url !== '/rollback')
        return reply(404, { ok: false, lines: ['unknown request'] })
      let release: string | null = null
      try {
        const value = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { release?: unknown }).release
        release = typeof value === 'string' ? value : null
      } catch {
        return reply(400, { ok: false, lines: ['not JSON'] })
      }
      rollback(release).then(
        (lines) => reply(200, { ok: true, lines }),
        (error: unknown) =>
          reply(409, { ok: false, lines: [error instanceof Error ? error.message : String(error)] }),
      )
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.controlSocket, () => resolve(server))
  })
}

/**
 * Asks the running service; null when none is listening (no socket, or one a stopped service left), so the
 * caller can do the work itself.
 */
export function askService(
  settings: PublishSettings,
  requestPath: string,
  body: unknown,
): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const call = request(
      { socketPath: settings.controlSocket, path: requestPath, method: 'POST' },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ControlAnswer)
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
      },
    )
    call.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    )
    call.end(JSON.stringify(body))
  })
}
