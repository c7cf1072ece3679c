import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readJson, writeJsonAtomically } from '../lib/json-file'
import { HOOK_PATH, type PublishSettings } from '../settings'
import { HOOK_SIGNATURE_HEADER } from './hook-call'
import type { Journal } from './journal'
import { note } from './loop-log'
import { forgetOldDeliveries, refusalOf, type SeenDeliveries } from './queue'

/**
 * WordPress's signed calls, received by the service itself (node:http) on PUBLISH_HOOK_HOST:PUBLISH_HOOK_PORT:
 *   - POST /hooks/publish only; a body of at most MAX_BODY_BYTES (WordPress lists at most 50 changes);
 *   - the X-Tandem-Signature header is "sha256=" and the HMAC-SHA256 of the exact body with PUBLISH_SECRET,
 *     compared in constant time;
 *   - the call's own signed `sent` time must be within 5 minutes and its delivery id new (queue.ts);
 *   - an accepted call is written to the journal (journal.ts) and answered 202 at once; the build loop takes it.
 * A call costs the bytes of its body and no process. Every refusal is a 4xx, with a Dutch reason.
 */
export const MAX_BODY_BYTES = 65_536
const SIGNATURE = /^sha256=([0-9a-f]{64})$/

type Answer = { status: number; text: string }

const ANSWERS = {
  accepted: { status: 202, text: 'Ontvangen: de website wordt bijgewerkt.' },
  notFound: { status: 404, text: 'Onbekend adres.' },
  method: { status: 405, text: 'Alleen POST.' },
  tooLarge: { status: 413, text: `Te groot: hooguit ${MAX_BODY_BYTES} bytes.` },
  signature: { status: 403, text: 'Handtekening ontbreekt of klopt niet.' },
} as const

/** Whether `header` is the body's signature with `secret`, in time that does not depend on where they differ. */
export function signatureMatches(body: Buffer, header: string | undefined, secret: string): boolean {
  const given = SIGNATURE.exec(header?.trim().toLowerCase() ?? '')?.[1]
  if (!given) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(Buffer.from(given, 'hex'), expected)
}

/** The body, or null once it is larger than the limit (the rest is not read). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(null)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** What the service gives the receiver: where accepted calls go, and what to wake. */
export interface ReceiverDeps {
  journal: Journal
  /** an accepted call is in the journal: the build loop takes it up */
  accepted(): void
  now(): number
}

export function createHookReceiver(settings: PublishSettings, secret: string, deps: ReceiverDeps): Server {
  let seen = readJson<SeenDeliveries>(settings.deliveriesFile) ?? {}

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://receiver')
    if (url.pathname !== HOOK_PATH) return ANSWERS.notFound
    if (request.method !== 'POST') return ANSWERS.method
    const body = await readBody(request)
    if (body === null) return ANSWERS.tooLarge
    const header = request.headers[HOOK_SIGNATURE_HEADER]
    if (!signatureMatches(body, Array.isArray(header) ? header[0] : header, secret)) return ANSWERS.signature
    const nowMs = deps.now()
    seen = forgetOldDeliveries(seen, nowMs)
    const payload = body.toString('utf8')
    const refusal = refusalOf(payload, nowMs, seen)
    if (refusal) {
      note(settings, `refused a signed call (${refusal.status}): ${refusal.reason}`)
      return { status: refusal.status, text: `Geweigerd: ${refusal.reason}.` }
    }
    // On the disk before the answer: a call answered 202 is never lost.
    writeJsonAtomically(settings.deliveriesFile, seen)
    deps.journal.addCall(payload, nowMs)
    note(settings, `accepted a call (${deps.journal.size} waiting)`)
    deps.accepted()
    return ANSWERS.accepted
  }

  const server = createServer(
    { requestTimeout: 15_000, headersTimeout: 10_000, maxHeaderSize: 8192 },
    (request: IncomingMessage, response: ServerResponse) => {
      answer(request).then(
        ({ status, text }) => {
          response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
          response.end(`${text}\n`)
        },
        (error: unknown) => {
          // A journal that cannot be written (a full disk): the call is not accepted, and WordPress tries again.
          note(settings, `could not accept a call: ${error instanceof Error ? error.message : String(error)}`)
          response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
          response.end('Kon de aanroep niet opslaan; WordPress probeert het later opnieuw.\n')
        },
      )
    },
  )
  server.maxConnections = 64
  return server
}

/** Listens on the hook's address; resolves once it does. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
