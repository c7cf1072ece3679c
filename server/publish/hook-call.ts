import { createHmac, randomUUID } from 'node:crypto'

/**
 * A call of the publishing hook as WordPress makes it (cms/tandem-headless/includes/build-hook-call.php), the one
 * description the bench and the tests use to call the service. The service checks it (hook-receiver.ts: an
 * HMAC-SHA256 of the body in this header) and the queue reads the body (queue.ts).
 */
export const HOOK_SIGNATURE_HEADER = 'x-tandem-signature'

/** The header's value: "sha256=" and the hex HMAC-SHA256 of the exact body with the shared secret. */
export const signHookBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** A body as WordPress writes it: who triggered it, the changes, the time it is sent (s) and a delivery id. */
export const hookBody = (trigger: string, changes: unknown[], sentMs = Date.now()) =>
  JSON.stringify({ trigger, changes, sent: Math.floor(sentMs / 1000), delivery: randomUUID() })
