import {
  contactEntries,
  DEFAULT_CONTACT_SETTINGS,
  forgetRecentEntries,
  setContactSettings,
  submitContactForm,
} from './support/contact-entries'
import { asAdmin, CMS_URL, unique } from '../helpers/local-cms'

const valid = {
  input_4: 'Tandartspraktijk Zeezicht',
  input_1: 'Anna de Vries',
  input_2: 'anna@praktijk.nl',
  input_5: '0612345678',
  input_3: 'Graag een demonstratie.',
}

describe('the contact form route of the plugin (/gf/v2/forms/1/submissions)', () => {
  // Every test posts from this machine's address: each starts with the whole allowance of the flood limit.
  beforeEach(forgetRecentEntries)
  afterAll(forgetRecentEntries)

  it('answers an empty submission with 400 and a Dutch message per required field', async () => {
    const response = await submitContactForm({})
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      is_valid: false,
      validation_messages: {
        1: 'Naam is verplicht',
        2: 'E-mailadres is verplicht',
        5: 'Telefoonnummer is verplicht',
        3: 'Vraag of opmerking is verplicht',
      },
    })
  })

  it('checks what the browser cannot: markup-only names, addresses WordPress rejects, the length', async () => {
    const response = await submitContactForm({
      ...valid,
      input_1: '<b></b>',
      input_2: 'anna@-praktijk.nl',
      input_3: 'x'.repeat(2001),
    })
    expect(await response.json()).toEqual(
      expect.objectContaining({
        validation_messages: {
          1: 'Naam is verplicht',
          2: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@praktijk.nl',
          3: 'Gebruik maximaal 2000 tekens',
        },
      }),
    )
  })

  it('stores a valid submission as a private entry, also when the notification mail cannot be sent', async () => {
    const question = `Graag een demonstratie (${unique()}).`
    const response = await submitContactForm({ ...valid, input_3: question })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      is_valid: true,
      confirmation_message: expect.stringContaining('Bedankt voor uw bericht'),
    })
    const entry = (await contactEntries()).find((candidate) => candidate.meta.input_3 === question)
    expect(entry?.title.raw).toBe('Anna de Vries – Tandartspraktijk Zeezicht')
    expect(entry?.meta).toMatchObject({ input_1: 'Anna de Vries', input_2: 'anna@praktijk.nl', spam: '' })
    // This machine has no mail server: the failure is recorded on the entry, and the entry is there.
    expect(['sent', 'failed']).toContain(entry?.meta.notification)
  })

  it('keeps a submission with the honeypot filled as spam, and answers it like any other', async () => {
    const question = `Koop nu (${unique()})`
    const response = await submitContactForm({ ...valid, input_3: question, website: 'https://spam.example' })
    expect(await response.json()).toMatchObject({ is_valid: true })
    const entry = (await contactEntries()).find((candidate) => candidate.meta.input_3 === question)
    expect(entry?.meta.spam).toBe('1')
    expect(entry?.title.raw).toMatch(/^\[spam\] /)
    expect(entry?.meta.notification).toBe('') // never mailed
  })

  it('keeps entries private: not listed without logging in, and not publishable', async () => {
    const question = `Mijn gegevens (${unique()})`
    await submitContactForm({ ...valid, input_3: question })
    const entry = (await contactEntries()).find((candidate) => candidate.meta.input_3 === question)
    const updated = await asAdmin<{ status: string }>(`/wp/v2/contact-entries/${entry?.id}`, {
      method: 'POST',
      body: { status: 'publish' },
    })
    expect(updated.status).toBe('private')

    const anonymous = await fetch(`${CMS_URL}/wp-json/wp/v2/contact-entries?status=private`)
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    const published = await fetch(`${CMS_URL}/wp-json/wp/v2/contact-entries`)
    expect(await published.json()).toEqual([])
  })

  describe('CORS', () => {
    const site = 'http://127.0.0.1:9102'
    const evil = 'https://evil.example'
    const corsHeaders = (response: Response) =>
      [...response.headers].filter(([name]) => name.startsWith('access-control-allow-'))
    beforeAll(() => setContactSettings({ tandem_site_origin: site }))
    afterAll(() => setContactSettings({ tandem_site_origin: DEFAULT_CONTACT_SETTINGS.tandem_site_origin }))

    it('allows the site’s origin to post, without credentials', async () => {
      const preflight = await fetch(`${CMS_URL}/wp-json/gf/v2/forms/1/submissions`, {
        method: 'OPTIONS',
        headers: {
          origin: site,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBe(site)
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
      const response = await submitContactForm({}, { origin: site })
      expect(response.headers.get('access-control-allow-origin')).toBe(site)
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    })

    it('gives a foreign origin no CORS headers at all, on the plugin’s routes and WordPress’s own', async () => {
      const post = await submitContactForm({}, { origin: evil })
      expect(post.status).toBe(400) // answered, but a browser on evil.example cannot read it
      expect(corsHeaders(post)).toEqual([])
      for (const route of [
        '/wp-api-menus/v2/menu-locations/main-menu',
        '/acf/v3/options/options',
        '/wp/v2/pages',
      ]) {
        const get = await fetch(`${CMS_URL}/wp-json${route}`, { headers: { origin: evil } })
        expect([route, get.status, corsHeaders(get)]).toEqual([route, 200, []])
      }
    })
  })
})
