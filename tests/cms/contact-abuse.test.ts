import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fetchChallenge, solve } from './support/proof-of-work'
import {
  contactEntries,
  type ContactSettings,
  DEFAULT_CONTACT_SETTINGS,
  forgetRecentEntries,
  setContactSettings,
  submitContactForm,
  validSubmission,
} from './support/contact-entries'
import { asAdmin, CMS_URL, ROOT, unique } from '../helpers/local-cms'

/**
 * Waits until WordPress's clock (the Date of its answers, whole seconds) is past a moment in Unix seconds, as a
 * challenge's expiry is checked against it: the time that must pass for an expiry, and no more.
 */
async function serverClockPast(unixSeconds: number): Promise<void> {
  const until = Date.now() + 30_000
  for (;;) {
    const date = (await fetch(`${CMS_URL}/wp-json/`, { method: 'HEAD' })).headers.get('date')
    if (date !== null && Date.parse(date) / 1000 > unixSeconds) return
    if (Date.now() > until)
      throw new Error(`WordPress's clock did not pass ${unixSeconds} (last Date: ${date})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const PER_ADDRESS = DEFAULT_CONTACT_SETTINGS.tandem_contact_limit_per_address
const CHECK_NEEDED =
  'Er komen op dit moment veel berichten binnen. Na een korte controle kunt u uw bericht toch versturen.'
const CHALLENGE_URL = `${CMS_URL}/wp-json/tandem/v1/contact-challenge`

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
        code: 'tandem_check_needed',
        message: CHECK_NEEDED,
        data: { status: 429, check: { kind: 'altcha', reason: 'missing', challenge: CHALLENGE_URL } },
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

describe('a flood cannot switch the form off', () => {
  beforeEach(forgetRecentEntries)
  afterEach(() => setContactSettings(DEFAULT_CONTACT_SETTINGS))
  afterAll(forgetRecentEntries)

  const from = (address: string, fields: Record<string, string>) =>
    submitContactForm(fields, { 'x-forwarded-for': `${address}, 127.0.0.1` })
  const behindProxy = (settings: ContactSettings) =>
    setContactSettings({ tandem_contact_trusted_proxies: '127.0.0.1', ...settings })

  it('counts an IPv6 address by its /64, so one host cannot use up the hour for everyone', async () => {
    const marker = `Blok ${unique()}`
    await behindProxy({ tandem_contact_limit_per_address: 2, tandem_contact_limit_per_hour: 5 })
    const flood = []
    for (let index = 1; index <= 8; index++) {
      const address = `2001:db8:5:6:${index.toString(16)}:${(index * 7).toString(16)}::${index}`
      flood.push((await from(address, validSubmission(`${marker} ${index}`))).status)
    }
    expect(flood).toEqual([200, 200, 429, 429, 429, 429, 429, 429])
    expect((await from('2001:db8:5:7::1', validSubmission(`${marker} buur`))).status).toBe(200)
    expect(await storedWith(marker)).toHaveLength(3)
  })

  it('counts an IPv6 address by its /56 and its /48 as well, each with its own limit: a free /48 buys no flood', async () => {
    const marker = `Blok48 ${unique()}`
    await behindProxy({
      tandem_contact_limit_per_address: 2,
      tandem_contact_limit_per_56: 3,
      tandem_contact_limit_per_48: 5,
      tandem_contact_limit_per_hour: 50,
    })
    const send = async (address: string) =>
      (await from(address, validSubmission(`${marker} ${address}`))).status
    // Four /64s of one /56: the fourth is one too many for the /56.
    const oneBlock56 = []
    for (const net of ['100', '101', '102', '103']) oneBlock56.push(await send(`2001:db8:7:${net}::1`))
    expect(oneBlock56).toEqual([200, 200, 200, 429])
    // Other /56s of the same /48: two more, then the /48 is full.
    const oneBlock48 = []
    for (const net of ['200', '300', '400']) oneBlock48.push(await send(`2001:db8:7:${net}::1`))
    expect(oneBlock48).toEqual([200, 200, 429])
    expect(await send('2001:db8:8::1')).toBe(200)
    expect(await storedWith(marker)).toHaveLength(6)
  })

  it('refuses an address over its limit before taking the form’s lock: a flood never makes others wait', async () => {
    const marker = `Slot ${unique()}`
    await setContactSettings({ tandem_contact_limit_per_address: 1 })
    expect((await submitContactForm(validSubmission(`${marker} eerste`))).status).toBe(200)
    // Another session holds the lock the form counts and stores under, as a save in progress does.
    // Unbuffered: the answer to GET_LOCK comes out at once, not when the client exits.
    const holder = spawn('mysql', [
      '--unbuffered',
      '--skip-column-names',
      '--socket',
      path.join(ROOT, process.env.CMS_STATE_DIR ?? '.cms', 'run/mysqld.sock'),
      '-u',
      'tandem',
      '-ptandem',
      'tandem',
    ])
    try {
      const held = new Promise<void>((resolve) =>
        holder.stdout.on('data', (chunk: Buffer) => {
          if (/^1$/m.test(chunk.toString())) resolve()
        }),
      )
      holder.stdin.write("SELECT GET_LOCK('wp_tandem_contact_form', 0);\n")
      await held
      // Refused at once with 429, not 503 tandem_busy after waiting for the lock.
      const refused = await submitContactForm(validSubmission(`${marker} tweede`))
      expect(await outcome(refused)).toMatchObject({
        status: 429,
        body: { code: 'tandem_too_many_from_address' },
      })
    } finally {
      holder.stdin.end()
    }
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const marker = `Mapped ${unique()}`
    await behindProxy({ tandem_contact_limit_per_address: 2 })
    const statuses = []
    for (const address of ['203.0.113.9', '::ffff:203.0.113.9', '::ffff:cb00:7109', '203.0.113.10']) {
      statuses.push((await from(address, validSubmission(`${marker} ${address}`))).status)
    }
    expect(statuses).toEqual([200, 200, 429, 200])
  })

  it('counts honeypot hits apart: a spam flood neither uses up the hour nor fills the database', async () => {
    const marker = `Spamvloed ${unique()}`
    await setContactSettings({
      tandem_contact_limit_per_address: 100,
      tandem_contact_limit_per_hour: 2,
      tandem_contact_spam_limit_per_hour: 3,
    })
    for (let index = 0; index < 6; index++) {
      const response = await submitContactForm({
        ...validSubmission(`${marker} spam ${index}`),
        website: 'x',
      })
      expect(await outcome(response)).toEqual({
        status: 200,
        body: expect.objectContaining({ is_valid: true }),
      })
    }
    expect((await submitContactForm(validSubmission(`${marker} echt 1`))).status).toBe(200)
    expect((await submitContactForm(validSubmission(`${marker} echt 2`))).status).toBe(200)
    const stored = await storedWith(marker)
    expect(stored.filter((entry) => entry.meta.spam === '1')).toHaveLength(3)
    expect(stored.filter((entry) => entry.meta.spam === '')).toHaveLength(2)
  })

  it('at the hourly cap asks for a proof of work, accepts a solved one once, and refuses expired ones', async () => {
    const marker = `Controle ${unique()}`
    await setContactSettings({ tandem_contact_limit_per_hour: 1, tandem_contact_check_difficulty: 2000 })
    expect((await submitContactForm(validSubmission(`${marker} eerste`))).status).toBe(200)

    const refused = await submitContactForm(validSubmission(`${marker} zonder`))
    expect(await outcome(refused)).toEqual({
      status: 429,
      body: {
        code: 'tandem_check_needed',
        message: CHECK_NEEDED,
        data: { status: 429, check: { kind: 'altcha', reason: 'missing', challenge: CHALLENGE_URL } },
      },
    })

    const challenge = await fetchChallenge()
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 2000,
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+&maxnumber=2000$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const solution = await solve(challenge)
    const withCheck = (label: string, altcha: string) =>
      submitContactForm({ ...validSubmission(`${marker} ${label}`), altcha })
    const reason = async (response: Response) =>
      ((await response.json()) as { data: { check?: { reason: string } } }).data.check?.reason

    const forged = JSON.parse(Buffer.from(solution, 'base64').toString()) as Record<string, unknown>
    const otherSalt = { ...forged, salt: `${String(forged.salt)}0` }
    expect(
      await reason(await withCheck('vals', Buffer.from(JSON.stringify(otherSalt)).toString('base64'))),
    ).toBe('invalid')
    expect(await reason(await withCheck('onzin', 'geen base64 {'))).toBe('invalid')
    // Digits moved from the number onto the end of the salt keep the hash (and once set any expiry): the
    // signature covers the salt now.
    let twoDigits = forged
    while (String(twoDigits.number).length < 2) {
      twoDigits = JSON.parse(
        Buffer.from(await solve(await fetchChallenge()), 'base64').toString(),
      ) as typeof forged
    }
    const number = String(twoDigits.number)
    const moved = {
      ...twoDigits,
      salt: `${String(twoDigits.salt)}${number.slice(0, -1)}`,
      number: number.slice(-1),
    }
    expect(
      await reason(await withCheck('verschoven', Buffer.from(JSON.stringify(moved)).toString('base64'))),
    ).toBe('invalid')

    const accepted = await withCheck('opgelost', solution)
    expect(await outcome(accepted)).toEqual({
      status: 200,
      body: expect.objectContaining({ is_valid: true }),
    })
    const reused = await withCheck('nogmaals', solution)
    expect(reused.status).toBe(429)
    expect(await reason(reused)).toBe('used')

    await setContactSettings({ tandem_contact_check_expiry_seconds: 5 })
    const soonChallenge = await fetchChallenge()
    const soonExpired = await solve(soonChallenge)
    await serverClockPast(Number(new URLSearchParams(soonChallenge.salt.split('?')[1]).get('expires')))
    expect(await reason(await withCheck('verlopen', soonExpired))).toBe('expired')

    const stored = (await storedWith(marker)).map((entry) => entry.meta.input_3?.replace(`${marker} `, ''))
    expect(stored.sort()).toEqual(['eerste', 'opgelost'])
  })

  it('keeps the key the challenges are signed with out of the settings an administrator can read', async () => {
    await fetchChallenge()
    const settings = await asAdmin('/wp/v2/settings')
    expect(Object.keys(settings).filter((name) => name.includes('check_key'))).toEqual([])
  })

  describe('when the database cannot count the recent messages', () => {
    // A must-use plugin present for this test only: the limiter's counting queries fail as they would
    // against a broken table.
    const muPlugins = path.join(ROOT, process.env.CMS_STATE_DIR ?? '.cms', 'wp-content', 'mu-plugins')
    const breaker = path.join(muPlugins, 'test-contact-count-fails.php')
    beforeAll(() => {
      mkdirSync(muPlugins, { recursive: true })
      writeFileSync(
        breaker,
        `<?php
add_filter('query', function ($query) {
    $counting = strpos($query, "'contact_entry'") !== false && strpos($query, 'AS oldest') !== false;
    return $counting ? 'SELECT count FROM tandem_table_that_is_not_there' : $query;
});
`,
      )
    })
    afterAll(() => rmSync(breaker, { force: true }))

    it('accepts nothing: 503 with a Dutch message, and nothing stored', async () => {
      const marker = `Kapot ${unique()}`
      expect(await outcome(await submitContactForm(validSubmission(marker)))).toEqual({
        status: 503,
        body: {
          code: 'tandem_limits_unavailable',
          message:
            'Uw bericht kan op dit moment niet worden verwerkt. Probeer het later opnieuw, of bel of mail ons.',
          data: { status: 503 },
        },
      })
      rmSync(breaker, { force: true })
      expect(await storedWith(marker)).toEqual([])
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
