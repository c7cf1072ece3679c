/** @jest-environment node */
import { DEFAULT_CONFIRMATION, submitContactForm } from '../submit-contact'

const ENDPOINT = 'https://cms.example.nl/wp-json/gf/v2/forms/1/submissions'
const VALUES = {
  input_1: 'Anna de Vries',
  input_2: 'anna@praktijk.nl',
  input_3: 'Graag een demo',
  input_4: 'Tandartspraktijk Zeezicht',
  input_5: '0612345678',
}

const answer = (status: number, body: unknown) =>
  jest
    .fn()
    .mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

describe('submitContactForm', () => {
  it('POSTs input_1 to input_5 as JSON strings to the endpoint', async () => {
    const fetchImpl = answer(200, { is_valid: true, confirmation_message: '<p>Bedankt!</p>' })
    await submitContactForm(ENDPOINT, VALUES, { fetchImpl })
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual(VALUES)
  })

  it('sends the honeypot along only when a bot filled it', async () => {
    const fetchImpl = answer(200, { is_valid: true, confirmation_message: 'ok' })
    await submitContactForm(ENDPOINT, VALUES, { fetchImpl, honeypot: 'http://spam.example' })
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ ...VALUES, website: 'http://spam.example' })
  })

  it('is_valid true gives the confirmation message, or a default one', async () => {
    expect(
      await submitContactForm(ENDPOINT, VALUES, {
        fetchImpl: answer(200, { is_valid: true, confirmation_message: '<p>Bedankt!</p>' }),
      }),
    ).toEqual({ kind: 'confirmed', confirmationHtml: '<p>Bedankt!</p>' })
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl: answer(200, { is_valid: true }) })).toEqual(
      {
        kind: 'confirmed',
        confirmationHtml: DEFAULT_CONFIRMATION,
      },
    )
  })

  it('is_valid false gives the messages per field, keyed by field number', async () => {
    const fetchImpl = answer(400, {
      is_valid: false,
      validation_messages: {
        '2': 'Dit e-mailadres is ongeldig.',
        '5': 'Telefoonnummer is verplicht',
        '77': 'x',
      },
    })
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl })).toEqual({
      kind: 'invalid',
      messages: { input_2: 'Dit e-mailadres is ongeldig.', input_5: 'Telefoonnummer is verplicht' },
    })
  })

  it.each([
    ['a server error', answer(500, { is_valid: true })],
    ['a body that is not JSON', answer(200, '<html>Fout</html>')],
    ['a body without is_valid', answer(200, { message: 'ok' })],
    [
      'is_valid false without messages for our fields',
      answer(400, { is_valid: false, validation_messages: {} }),
    ],
    ['a network error', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('%s is a failure', async (_case, fetchImpl) => {
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl })).toMatchObject({ kind: 'failed' })
  })

  it('a flood refusal (429) is a failure with the CMS’s Dutch message', async () => {
    const message =
      'Vanaf uw internetadres zijn het afgelopen uur al 5 berichten verstuurd. Probeer het later opnieuw.'
    const fetchImpl = answer(429, { code: 'tandem_too_many_from_address', message, data: { status: 429 } })
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl })).toEqual({
      kind: 'failed',
      reason: 'HTTP 429',
      message,
    })
  })

  it.each([
    [429, 'Too Many Requests', 'Er zijn te veel berichten verstuurd. Probeer het later opnieuw.'],
    [413, { message: 'x'.repeat(301) }, 'Het bericht is te groot om te versturen.'],
  ])('a %i without a usable message gets our own', async (status, body, message) => {
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl: answer(status, body) })).toEqual({
      kind: 'failed',
      reason: `HTTP ${status}`,
      message,
    })
  })

  it('fails without a configured endpoint, without sending anything', async () => {
    const fetchImpl = jest.fn()
    expect(await submitContactForm('', VALUES, { fetchImpl })).toMatchObject({ kind: 'failed' })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('gives up after the timeout', async () => {
    jest.useFakeTimers()
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const result = submitContactForm(ENDPOINT, VALUES, { fetchImpl: fetchImpl as typeof fetch })
    jest.advanceTimersByTime(15_000)
    await expect(result).resolves.toEqual({ kind: 'failed', reason: 'no answer within 15000 ms' })
    jest.useRealTimers()
  })
})
