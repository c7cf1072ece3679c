import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { allowStatistics, dataLayerText, pushedEvents } from '../helpers/data-layer'
import { FAKE_CMS_URL } from '../helpers/fake-contact-form'
import { openPage } from '../helpers/open-page'

/**
 * The data-layer contract in Chromium on the built site (no consent banner or tag manager id: the events go
 * into the data layer all the same; Tag Manager's consent settings decide later what is sent). web_vitals alone
 * waits for statistics consent, which its test gives as Cookiebot would. The contact form's answers are given by
 * route interception here; the real WordPress is the CMS group's (tests/cms/contact-form.spec.ts).
 */

const TYPED = {
  'Praktijknaam (optioneel)': 'Tandartspraktijk Zeezicht',
  Naam: 'Anna de Vries',
  'E-mailadres': 'anna@praktijk.nl',
  Telefoonnummer: '0612345678',
  'Vraag of opmerking': 'Graag een demonstratie van Exquise.',
}

async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(TYPED)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}

/** The whole data layer, consent commands included, holds nothing the visitor typed. */
async function expectNothingTyped(page: Page) {
  const everything = await dataLayerText(page)
  for (const value of Object.values(TYPED)) expect(everything).not.toContain(value)
  for (const part of ['Anna', 'Vries', 'praktijk.nl', '0612345678', 'Zeezicht', 'demonstratie']) {
    expect(everything).not.toContain(part)
  }
}

/** Answers the contact form's POST as the CMS would, and counts the submissions. */
async function answerContactForm(page: Page, status: number, body: unknown) {
  const sent: string[] = []
  await page.route(`${FAKE_CMS_URL}/**`, async (route) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
    }
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers })
    sent.push(route.request().postData() ?? '')
    return route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify(body) })
  })
  return sent
}

// Links to tel: and mailto: would leave the page (or ask for an app): the test stops them after the site's
// listener has seen the click (a listener on the window runs last).
async function keepContactLinksOnThePage(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (link && /^(tel|mailto):|^https?:/.test(link.getAttribute('href') ?? '')) event.preventDefault()
    }),
  )
}

test('a form the server accepts gives one generate_lead, also after a double click, and nothing typed', async ({
  page,
}) => {
  const sent = await answerContactForm(page, 200, { is_valid: true, confirmation_message: '<p>Bedankt!</p>' })
  await openPage(page, '/contact')
  await fillIn(page)
  await page.getByRole('button', { name: 'Versturen' }).dblclick()
  await expect(page.getByTestId('contact-confirmation')).toContainText('Bedankt!')
  expect(sent).toHaveLength(1)
  expect(await pushedEvents(page, 'generate_lead')).toEqual([
    { event: 'generate_lead', form_id: '1', form_location: 'contact_page', page_path: '/contact' },
  ])
  await expectNothingTyped(page)
})

for (const [refusal, status, body] of [
  [
    'validation messages',
    400,
    { is_valid: false, validation_messages: { '2': 'Dit e-mailadres klopt niet.' } },
  ],
  ['too many messages (429)', 429, { code: 'too_many_messages', message: 'Te veel berichten.' }],
] as const) {
  test(`a server refusal (${refusal}) gives no generate_lead`, async ({ page }) => {
    const sent = await answerContactForm(page, status, body)
    await openPage(page, '/contact')
    await fillIn(page)
    await page.getByRole('button', { name: 'Versturen' }).click()
    await expect.poll(() => sent.length).toBe(1)
    await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled()
    expect(await pushedEvents(page, 'generate_lead')).toEqual([])
    await expectNothingTyped(page)
  })
}

test('phone and e-mail clicks report their kind and place, never the number or address', async ({ page }) => {
  await keepContactLinksOnThePage(page)
  await openPage(page, '/contact')
  await page.getByRole('complementary', { name: 'Contactgegevens' }).locator('a[href^="tel:"]').click()
  await page.getByRole('contentinfo').locator('a[href^="mailto:"]').click()
  expect(await pushedEvents(page, 'contact_click')).toEqual([
    { event: 'contact_click', contact_kind: 'phone', click_location: 'contact_page' },
    { event: 'contact_click', contact_kind: 'email', click_location: 'footer' },
  ])
  const pushed = JSON.stringify(await pushedEvents(page))
  expect(pushed).not.toMatch(/tel:|mailto:|@/)
})

test('the popout being shown and used, and the contact modal opening, push their events', async ({
  page,
}) => {
  await openPage(page, '/')
  await expect(page.getByTestId('contact-popout')).toBeVisible()
  await page.getByRole('button', { name: 'Kom in contact' }).click()
  await expect(page.getByRole('dialog', { name: 'Interesse of vragen?' })).toBeVisible()
  const pushed = (await pushedEvents(page)).filter((entry) => String(entry.event).startsWith('contact_'))
  expect(pushed).toEqual([
    { event: 'contact_popout_shown' },
    { event: 'contact_popout_used', popout_action: 'open_modal' },
    { event: 'contact_modal_open', popout_shown: true },
  ])
})

test('a click on an activity’s registration link reports its slug and type', async ({ page }) => {
  await keepContactLinksOnThePage(page)
  await openPage(page, '/agenda')
  const link = page.locator('a[data-agenda-link="registration"]').first()
  const slug = await link.getAttribute('data-activity-slug')
  const type = await link.getAttribute('data-activity-type')
  expect(slug).toBeTruthy()
  await link.click()
  expect(await pushedEvents(page, 'activity_registration_click')).toEqual([
    {
      event: 'activity_registration_click',
      activity_slug: slug,
      activity_type: type,
      click_location: 'agenda',
    },
  ])
})

test.describe('web vitals', () => {
  // They read the browser's performance entries, which Playwright's clock does not have (tests/helpers/site-test.ts).
  test.use({ pinnedClock: false })

  test('web_vitals: not loaded without statistics consent; once allowed, loaded and reported with plausible values when the page is hidden', async ({
    page,
  }) => {
    const chunkUrl = /\/web-vitals-[0-9a-f]+\.js$/
    const requested: string[] = []
    page.on('request', (request) => {
      if (chunkUrl.test(request.url())) requested.push(request.url())
    })
    await openPage(page, '/')
    // By now the page has loaded and the browser has been idle twice: a chunk started at load and idle time,
    // without waiting for consent, would have been asked for.
    await page.waitForFunction(() => document.readyState === 'complete')
    for (let turn = 0; turn < 2; turn++) {
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5000 })))
    }
    expect(requested).toEqual([])
    const chunk = page.waitForResponse(chunkUrl)
    const allowedAt = await page.evaluate(() => performance.now())
    await allowStatistics(page)
    await chunk
    const chunkStart = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => /web-vitals-/.test(entry.name))!.startTime,
    )
    expect(chunkStart).toBeGreaterThanOrEqual(allowedAt)
    // An interaction for INP.
    await page.getByRole('heading', { level: 1 }).click()
    // The page goes to the background, as when a visitor switches tabs; web-vitals handles the click's Event
    // Timing entry when the browser is idle or the page hidden, so the page is hidden again until INP is there
    // too (each time the page is hidden, web-vitals reports what changed, never the same value twice).
    await page.evaluate(() =>
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }),
    )
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        return (await pushedEvents(page, 'web_vitals')).map((entry) => entry.metric_name).sort()
      })
      .toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    for (const metric of await pushedEvents(page, 'web_vitals')) {
      expect(metric).toMatchObject({
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        metric_id: expect.stringMatching(/^v5-/),
        navigation_type: 'navigate',
      })
      const value = metric.metric_value as number
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(metric.metric_name === 'CLS' ? 1 : 30_000)
      if (metric.metric_rating === 'good') expect(metric.metric_target).toBeUndefined()
      else if (metric.metric_target !== undefined)
        expect(metric.metric_target).not.toMatch(/\s{2,}|Kom in contact/)
    }
  })
})
