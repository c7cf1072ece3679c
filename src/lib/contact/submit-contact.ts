import { fieldForServerKey, HONEYPOT_NAME, type ContactFieldName, type ContactValues } from './contact-fields'

/** The spec's form id 1 on the CMS. */
export const CONTACT_FORM_PATH = '/wp-json/gf/v2/forms/1/submissions'
export const SUBMIT_TIMEOUT_MS = 15_000
/** The field the solved proof of work is sent in (ALTCHA's name for it). */
export const SOLUTION_NAME = 'altcha'

export type SubmissionResult =
  | { kind: 'confirmed'; confirmationHtml: string }
  | { kind: 'invalid'; messages: Partial<Record<ContactFieldName, string>> }
  | CheckNeeded
  | FailedSubmission

/**
 * Many messages are arriving (the CMS's hourly cap): the CMS still accepts this one with a solved proof of
 * work from `challengeUrl` (proof-of-work.ts), sent again as `solution`.
 */
export interface CheckNeeded {
  kind: 'proof-of-work-needed'
  message: string
  challengeUrl: string
}

/**
 * The visitor gets the Dutch failure message, and `message` when the CMS refused the message for a reason
 * the visitor should know (too many messages, too large); `reason` is for developers and tests.
 */
export interface FailedSubmission {
  kind: 'failed'
  reason: string
  message?: string
}

interface SubmitOptions {
  honeypot?: string
  /** the solved proof of work, when the CMS asked for one */
  solution?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/**
 * The confirmation: the CMS's own route sends it (contact-contract.ts), and it is shown when a CMS accepts the
 * entry but sends no text of its own (e.g. Gravity Forms with a redirect confirmation).
 */
export const DEFAULT_CONFIRMATION =
  '<p>Bedankt voor uw bericht. We nemen binnen twee werkdagen contact met u op.</p>'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The CMS's word for a body too large to be a visitor's message (its route says the same: contact-contract.ts). */
export const TOO_LARGE_MESSAGE = 'Het bericht is te groot om te versturen.'

/** Said when the CMS refuses without a usable message of its own (e.g. a proxy's 429 page). */
export const REFUSAL_MESSAGES: Record<number, string> = {
  413: TOO_LARGE_MESSAGE,
  429: 'Er zijn te veel berichten verstuurd. Probeer het later opnieuw.',
}

/** Said above the check when the CMS's own explanation is missing; the CMS's route says the same. */
export const PROOF_OF_WORK_NEEDED_MESSAGE =
  'Er komen op dit moment veel berichten binnen. Na een korte controle kunt u uw bericht toch versturen.'

/** The challenge address the CMS names, only when it is on the CMS's own origin (where the form posts). */
function challengeUrlOf(body: Record<string, unknown>, endpoint: string): string | null {
  if (body.code !== 'tandem_check_needed' || !isRecord(body.data) || !isRecord(body.data.check)) return null
  const { challenge } = body.data.check
  if (typeof challenge !== 'string') return null
  try {
    const url = new URL(challenge, endpoint)
    return url.origin === new URL(endpoint).origin ? url.href : null
  } catch {
    return null
  }
}

/** The CMS's own Dutch explanation of a refusal (plain text, short), or ours; or the check it asks for. */
async function refusal(response: Response, endpoint: string): Promise<FailedSubmission | CheckNeeded> {
  const reason = `HTTP ${response.status}`
  const fallback = REFUSAL_MESSAGES[response.status] ?? ''
  try {
    const body: unknown = await response.json()
    const text = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : ''
    const message = text && text.length <= 300 ? text : ''
    const challengeUrl = isRecord(body) ? challengeUrlOf(body, endpoint) : null
    if (challengeUrl)
      return { kind: 'proof-of-work-needed', message: message || PROOF_OF_WORK_NEEDED_MESSAGE, challengeUrl }
    return { kind: 'failed', reason, message: message || fallback }
  } catch {
    return { kind: 'failed', reason, message: fallback }
  }
}

/**
 * POSTs the form to Gravity Forms' REST route and says how it went. It never throws: a network error, a
 * timeout, a 5xx, a body that is not the expected JSON or no configured endpoint all become `failed`, so the
 * form can keep what the visitor typed and offer another way to reach us.
 */
export async function submitContactForm(
  endpoint: string,
  values: ContactValues,
  {
    honeypot = '',
    solution,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetchImpl = globalThis.fetch,
  }: SubmitOptions = {},
): Promise<SubmissionResult> {
  if (!endpoint) return { kind: 'failed', reason: 'no CMS configured for the contact form' }
  const body: Record<string, string> = { ...values }
  // Sent along only when filled, so the server can keep (and flag) the entry instead of us dropping it.
  if (honeypot) body[HONEYPOT_NAME] = honeypot
  if (solution) body[SOLUTION_NAME] = solution

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (response.status >= 500) return { kind: 'failed', reason: `HTTP ${response.status}` }
    if (response.status in REFUSAL_MESSAGES) return await refusal(response, endpoint)
    return readResponse(response.status, await response.json())
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'failed', reason: `no answer within ${timeoutMs} ms` }
    return { kind: 'failed', reason: error instanceof SyntaxError ? 'unreadable response' : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Gravity Forms answers 200 with is_valid true, or 400 with is_valid false and per-field messages. */
function readResponse(status: number, body: unknown): SubmissionResult {
  if (!isRecord(body)) return { kind: 'failed', reason: `HTTP ${status}: body is not an object` }
  if (body.is_valid === true) {
    const message = body.confirmation_message
    return {
      kind: 'confirmed',
      confirmationHtml: typeof message === 'string' && message.trim() ? message : DEFAULT_CONFIRMATION,
    }
  }
  if (body.is_valid === false && isRecord(body.validation_messages)) {
    const messages: Partial<Record<ContactFieldName, string>> = {}
    for (const [key, message] of Object.entries(body.validation_messages)) {
      const field = fieldForServerKey(key)
      if (field && typeof message === 'string') messages[field] = message
    }
    if (Object.keys(messages).length > 0) return { kind: 'invalid', messages }
    return { kind: 'failed', reason: `HTTP ${status}: invalid without messages for our fields` }
  }
  return { kind: 'failed', reason: `HTTP ${status}: no is_valid in the response` }
}
