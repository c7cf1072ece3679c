import { CmsRequestError } from './errors'

export interface HttpSettings {
  timeoutMs: number
  /** extra attempts after the first, for 5xx, 429, timeouts and network errors */
  retries: number
  /** first backoff; doubles on every retry */
  backoffMs: number
  /** the preview server's editor login, sent with REST calls to the CMS only (never with media downloads) */
  authorization?: string
}

export interface HttpResponse<T> {
  url: string
  status: number
  headers: Headers
  body: T
}

export type JsonResponse = HttpResponse<unknown>

/** Reads a final response's body (not called for a response that will be retried). */
export type BodyReader<T> = (response: Response, url: string) => Promise<T>

const MAX_RETRY_AFTER_MS = 30_000

const isRetryableStatus = (status: number) => status >= 500 || status === 429

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryDelay(settings: HttpSettings, attempt: number, headers?: Headers): number {
  const retryAfterSeconds = Number(headers?.get('retry-after'))
  if (Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0) {
    return Math.min(retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS)
  }
  return settings.backoffMs * 2 ** attempt
}

async function readBody(response: Response, url: string, expected: string): Promise<unknown> {
  const text = await response.text()
  if (!response.ok) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new CmsRequestError(url, response.status, expected, `the body is not JSON ("${text.slice(0, 80)}")`)
  }
}

const errorField = (error: unknown, field: 'name' | 'message' | 'cause'): unknown =>
  typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined

// Duck-typed: fetch's DOMException is not always an `instanceof Error` (e.g. across vm contexts).
function describeNetworkError(error: unknown, timeoutMs: number): string {
  const name = errorField(error, 'name')
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms (timeout)`
  const message = errorField(error, 'message')
  const causeMessage = errorField(errorField(error, 'cause'), 'message')
  return ['network error', message, causeMessage]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(': ')
}

async function attempt<T>(
  url: string,
  settings: HttpSettings,
  read: BodyReader<T>,
  willRetry: boolean,
  headers: Record<string, string>,
): Promise<HttpResponse<T | undefined>> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(settings.timeoutMs) })
  if (willRetry && isRetryableStatus(response.status)) {
    // The body of a response that will be retried is never read.
    await response.body?.cancel()
    return { url, status: response.status, headers: response.headers, body: undefined }
  }
  return { url, status: response.status, headers: response.headers, body: await read(response, url) }
}

/**
 * The one HTTP choke point for CMS calls (lists, documents and media files): a per-request timeout (covering
 * the body), and bounded retries with exponential backoff on 5xx, 429, timeouts and network errors. A final
 * HTTP error is returned, because callers decide what a 400 means (past the last page, or a failure); a final
 * network failure, or a CmsRequestError from `read`, throws.
 */
export async function request<T>(
  url: string,
  settings: HttpSettings,
  expected: string,
  read: BodyReader<T>,
  headers: Record<string, string> = {},
): Promise<HttpResponse<T | undefined>> {
  for (let attemptIndex = 0; ; attemptIndex++) {
    const isLastAttempt = attemptIndex >= settings.retries
    try {
      const response = await attempt(url, settings, read, !isLastAttempt, headers)
      if (!isRetryableStatus(response.status) || isLastAttempt) return response
      await sleep(retryDelay(settings, attemptIndex, response.headers))
    } catch (error) {
      if (error instanceof CmsRequestError) throw error
      if (isLastAttempt) {
        const attempts = `${attemptIndex + 1} attempt${attemptIndex === 0 ? '' : 's'}`
        throw new CmsRequestError(
          url,
          null,
          expected,
          `${describeNetworkError(error, settings.timeoutMs)} (${attempts})`,
        )
      }
      await sleep(retryDelay(settings, attemptIndex))
    }
  }
}

/** A REST call: JSON, through `request`. */
export const requestJson = (url: string, settings: HttpSettings, expected: string): Promise<JsonResponse> =>
  request(url, settings, expected, (response) => readBody(response, url, expected), {
    accept: 'application/json',
    ...(settings.authorization ? { authorization: settings.authorization } : {}),
  })
