import { execFileSync } from 'node:child_process'
import {
  contactEntries,
  DEFAULT_CONTACT_SETTINGS,
  forgetRecentEntries,
  setContactSettings,
  submitContactForm,
  validSubmission,
} from './support/contact-entries'
import { asAdmin, CMS_URL, ROOT, unique } from '../helpers/local-cms'

const PER_ADDRESS = DEFAULT_CONTACT_SETTINGS.tandem_contact_limit_per_address

const storedWith = async (marker: string) =>
  (await contactEntries()).filter((entry) => entry.meta.input_3?.includes(marker))

/** A submission with any JSON body (arrays and objects where strings belong, too). */
const postRaw = (body: unknown) =>
  fetch(`${CMS_URL}/wp-json/gf/v2/forms/1/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** What the route answers, status and body, for a table of outcomes. */
async function outcome(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the contact route under abuse', () => {
  beforeEach(forgetRecentEntries)
  afterEach(() => setContactSettings(DEFAULT_CONTACT_SETTINGS))
  afterAll(forgetRecentEntries)

  it('cuts a burst from one address off with 429 after the limit, and stores nothing past it', async () => {
    const marker = `Stormloop ${unique()}`
    // All at once: the limit must hold for requests that arrive together, not only one after another.
    const responses = await Promise.all(
      Array.from({ length: PER_ADDRESS + 4 }, (_, index) =>
        submitContactForm(validSubmission(`${marker} ${index}`)),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), ...Array(4).fill(429)])

    const refused = responses.find((response) => response.status === 429) as Response
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      code: 'tandem_too_many_from_address',
      message: `Vanaf uw internetadres zijn het afgelopen uur al ${PER_ADDRESS} berichten verstuurd. Probeer het later opnieuw.`,
      data: { status: 429 },
    })
    expect(await storedWith(marker)).toHaveLength(PER_ADDRESS)
  })

  it('counts honeypot hits against the limit (kept as spam, answered as success)', async () => {
    const marker = `Honingpot ${unique()}`
    for (let index = 0; index < PER_ADDRESS; index++) {
      const response = await submitContactForm({ ...validSubmission(`${marker} ${index}`), website: 'x' })
      expect(response.status).toBe(200)
    }
    expect((await submitContactForm(validSubmission(`${marker} echt`))).status).toBe(429)
    const stored = await storedWith(marker)
    expect(stored.map((entry) => [entry.meta.spam, entry.meta.notification])).toEqual(
      Array(PER_ADDRESS).fill(['1', '']),
    )
  })

  it('has an hourly limit over all addresses, and believes X-Forwarded-For only from a trusted proxy', async () => {
    const marker = `Proxy ${unique()}`
    const from = (address: string, index: number) =>
      submitContactForm(validSubmission(`${marker} ${index}`), { 'x-forwarded-for': `${address}, 127.0.0.1` })

    // Not trusted: the header is ignored, so it cannot buy a fresh allowance.
    await setContactSettings({ tandem_contact_limit_per_address: 1 })
    expect((await from('203.0.113.1', 1)).status).toBe(200)
    expect((await from('203.0.113.2', 2)).status).toBe(429)

    // Behind a trusted proxy each visitor has an allowance of their own, until the hour's total is reached.
    await forgetRecentEntries()
    await setContactSettings({
      tandem_contact_limit_per_address: 1,
      tandem_contact_limit_per_hour: 3,
      tandem_contact_trusted_proxies: '127.0.0.1',
    })
    const statuses = []
    for (const [index, address] of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3'].entries()) {
      statuses.push((await from(address, index)).status)
    }
    expect(statuses).toEqual([200, 429, 200, 200])
    expect(await outcome(await from('203.0.113.4', 9))).toEqual({
      status: 429,
      body: {
        code: 'tandem_too_many_messages',
        message: 'Er komen op dit moment te veel berichten binnen. Probeer het later opnieuw.',
        data: { status: 429 },
      },
    })
    expect(await storedWith(marker)).toHaveLength(3)
  })

  it('answers oversized and malformed fields with 400 and a Dutch message under the field, never 500', async () => {
    const marker = `Te lang ${unique()}`
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ input_1: 'x'.repeat(300 * 1024) }, { 1: 'Gebruik maximaal 100 tekens' }],
      [
        { input_4: 'p'.repeat(151), input_2: `${'a'.repeat(250)}@praktijk.nl` },
        { 4: 'Gebruik maximaal 150 tekens', 2: 'Gebruik maximaal 254 tekens' },
      ],
      [
        { input_5: 'geen nummer <b>x</b>' },
        { 5: 'Vul een geldig telefoonnummer in, bijvoorbeeld 0612345678' },
      ],
      [{ input_5: '06-123' }, { 5: 'Vul een geldig telefoonnummer in, bijvoorbeeld 0612345678' }],
      [{ input_5: '0'.repeat(31) }, { 5: 'Gebruik maximaal 30 tekens' }],
      [{ input_3: 'x'.repeat(2001) }, { 3: 'Gebruik maximaal 2000 tekens' }],
      [
        { input_1: ['Anna'], input_3: { text: 'Hoi' } },
        { 1: 'Naam is verplicht', 3: 'Vraag of opmerking is verplicht' },
      ],
    ]
    for (const [fields, messages] of cases) {
      const response = await postRaw({ ...validSubmission(marker), ...fields })
      expect(await outcome(response)).toEqual({
        status: 400,
        body: expect.objectContaining({ is_valid: false, validation_messages: messages }),
      })
    }
    expect(await storedWith(marker)).toEqual([])
  })

  it('refuses a body larger than any message with 413', async () => {
    const response = await submitContactForm({
      ...validSubmission('x'),
      input_3: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(await outcome(response)).toEqual({
      status: 413,
      body: {
        code: 'tandem_too_large',
        message: 'Het bericht is te groot om te versturen.',
        data: { status: 413 },
      },
    })
  })
})

describe('keeping entries', () => {
  afterAll(forgetRecentEntries)

  it('deletes entries older than the retention, and spam sooner', async () => {
    const marker = `Bewaren ${unique()}`
    const post = async (label: string, spam: boolean, daysAgo: number) => {
      await submitContactForm({ ...validSubmission(`${marker} ${label}`), ...(spam ? { website: 'x' } : {}) })
      const [entry] = await storedWith(`${marker} ${label}`)
      const date = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 19)
      await asAdmin(`/wp/v2/contact-entries/${entry?.id}`, { method: 'POST', body: { date_gmt: date } })
    }
    await forgetRecentEntries()
    await post('oud', false, 400)
    await post('recent', false, 40)
    await post('oude spam', true, 40)
    await post('nieuwe spam', true, 2)

    execFileSync('bash', ['cms/local/cms.sh', 'run-event', 'tandem_contact_retention'], { cwd: ROOT })
    const kept = (await storedWith(marker)).map((entry) => entry.meta.input_3?.replace(`${marker} `, ''))
    expect(kept.sort()).toEqual(['nieuwe spam', 'recent'])
  })
})
