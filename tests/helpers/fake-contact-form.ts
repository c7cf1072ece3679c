import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * A stand-in for the CMS's Gravity Forms route, for browser tests of the contact form: it answers like
 * Gravity Forms does (200 with is_valid true, 400 with per-field validation_messages) or fails on purpose.
 * Tests against the real WordPress live in the CMS test group.
 */
export type FakeCmsMode = 'valid' | 'invalid' | 'error'

export const FAKE_CMS_URL = process.env.CONTACT_FORM_CMS_URL ?? 'http://127.0.0.1:9101'

export interface FakeCms {
  mode: FakeCmsMode
  /** the JSON bodies received, in order */
  received: Array<Record<string, unknown>>
  close: () => Promise<void>
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
}

const ANSWERS: Record<FakeCmsMode, { status: number; body: unknown }> = {
  valid: {
    status: 200,
    body: {
      is_valid: true,
      confirmation_message:
        "<div id='gform_confirmation_wrapper_1'><p>Bedankt voor uw bericht! <strong>Wij bellen u</strong> binnen " +
        "twee werkdagen.</p><script>document.title='gehackt'</script></div>",
    },
  },
  invalid: {
    status: 400,
    body: {
      is_valid: false,
      validation_messages: {
        '2': 'Dit e-mailadres wordt niet geaccepteerd.',
        '5': 'Dit nummer is onbereikbaar.',
      },
    },
  },
  error: { status: 500, body: { code: 'internal_server_error', message: 'Er is een fout opgetreden.' } },
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}

export async function startFakeCms(): Promise<FakeCms> {
  const cms: FakeCms = { mode: 'valid', received: [], close: () => Promise.resolve() }
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (request.method !== 'POST' || request.url !== '/wp-json/gf/v2/forms/1/submissions') {
      response.writeHead(404, cors).end()
      return
    }
    void readBody(request).then((body) => {
      cms.received.push(JSON.parse(body) as Record<string, unknown>)
      const answer = ANSWERS[cms.mode]
      response.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  const { hostname, port } = new URL(FAKE_CMS_URL)
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve))
  cms.close = () => new Promise((resolve) => server.close(() => resolve()))
  return cms
}
