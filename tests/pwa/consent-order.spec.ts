import type { Page, Route } from '@playwright/test'
import { dataLayer } from '../helpers/data-layer'
import { TEST_COOKIEBOT_ID, TEST_GTM_ID } from '../helpers/third-party-ids'
import { expect, openPage, test, waitForWorker } from './support/fixtures'

/**
 * Build A has ids for the consent banner and the tag manager. Their real scripts cannot be reached from here,
 * so they are answered locally by scripts that note how far the data layer was when they ran.
 */
const answerLocally = (name: string) => (route: Route) =>
  route.fulfill({
    contentType: 'application/javascript',
    body: `(window.thirdPartyRuns = window.thirdPartyRuns || []).push({ name: '${name}', dataLayerLength: window.dataLayer.length })`,
  })

const thirdPartyRuns = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { thirdPartyRuns?: { name: string; dataLayerLength: number }[] })
        .thirdPartyRuns ?? [],
  )

test('consent defaults come first, the banner and the tag manager load with their ids, then one page_view per navigation', async ({
  page,
  site,
}) => {
  const requested: string[] = []
  await page.context().route('https://consent.cookiebot.com/**', answerLocally('cookiebot'))
  await page.context().route('https://www.googletagmanager.com/**', answerLocally('gtm'))
  page.on('request', (request) => {
    if (!request.url().startsWith(site.url)) requested.push(request.url())
  })

  await openPage(page, `${site.url}/`)
  await expect(page.locator('script#Cookiebot')).toHaveAttribute('data-cbid', TEST_COOKIEBOT_ID)
  await expect
    .poll(() => thirdPartyRuns(page).then((runs) => runs.map((run) => run.name).sort()))
    .toEqual(['cookiebot', 'gtm'])
  expect(requested.sort()).toEqual([
    'https://consent.cookiebot.com/uc.js',
    `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`,
  ])

  await page.getByRole('contentinfo').getByRole('link', { name: 'Agenda' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons')

  const entries = await dataLayer(page)
  expect(entries.slice(0, 2)).toEqual([
    ['consent', 'default'],
    ['set', 'ads_data_redaction'],
  ])
  expect(entries.filter((entry) => 'event' in entry && entry.event === 'page_view')).toEqual([
    { event: 'page_view', page_url: `${site.url}/`, referrer_url: '' },
    { event: 'page_view', page_url: `${site.url}/agenda`, referrer_url: `${site.url}/` },
    { event: 'page_view', page_url: `${site.url}/over-ons`, referrer_url: `${site.url}/agenda` },
  ])
  // The tag manager started after the consent defaults and the first page view: the page was interactive.
  const gtmStart = entries.findIndex((entry) => 'event' in entry && entry.event === 'gtm.js')
  const firstPageView = entries.findIndex((entry) => 'event' in entry && entry.event === 'page_view')
  expect(gtmStart).toBeGreaterThan(firstPageView)
  const gtmRun = (await thirdPartyRuns(page)).find((run) => run.name === 'gtm')
  expect(gtmRun?.dataLayerLength).toBeGreaterThan(gtmStart)
})

test('the service worker never stores the consent banner or the tag manager', async ({ page, site }) => {
  await page.context().route('https://consent.cookiebot.com/**', answerLocally('cookiebot'))
  await page.context().route('https://www.googletagmanager.com/**', answerLocally('gtm'))
  const thirdPartyResponses: { url: string; fromWorker: boolean }[] = []
  page.on('response', (response) => {
    if (!response.url().startsWith(site.url)) {
      thirdPartyResponses.push({ url: response.url(), fromWorker: response.fromServiceWorker() })
    }
  })
  await openPage(page, `${site.url}/`)
  await waitForWorker(page)
  await openPage(page, `${site.url}/agenda`) // loaded under the worker's control, third-party scripts included
  await expect.poll(() => thirdPartyRuns(page).then((runs) => runs.length)).toBe(2)

  const stored = await page.evaluate(async () => {
    const names = await caches.keys()
    const keys = await Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys())))
    return keys.flat().map((request) => request.url)
  })
  expect(stored.length).toBeGreaterThan(0)
  expect(stored.filter((url) => !url.startsWith(site.url))).toEqual([])
  // Not even handled: the worker leaves other origins to the browser.
  expect(thirdPartyResponses.filter((response) => response.fromWorker)).toEqual([])
  expect(thirdPartyResponses.length).toBeGreaterThanOrEqual(4) // both scripts, on both pages
})

/**
 * A stand-in for Cookiebot's banner with the parts of its API the site uses: `renew()` shows the banner again,
 * a choice updates `Cookiebot.consent` and fires CookiebotOnAccept or CookiebotOnDecline, as uc.js does.
 */
const COOKIEBOT_STAND_IN = `
window.Cookiebot = {
  consent: { necessary: true, preferences: false, statistics: false, marketing: false },
  renew: function () {
    var banner = document.createElement('div')
    banner.setAttribute('role', 'dialog')
    banner.setAttribute('aria-label', 'Cookievoorkeuren')
    ;[['Statistieken toestaan', true], ['Weigeren', false]].forEach(function (choice) {
      var button = document.createElement('button')
      button.textContent = choice[0]
      button.onclick = function () {
        window.Cookiebot.consent.statistics = choice[1]
        banner.remove()
        window.dispatchEvent(new Event(choice[1] ? 'CookiebotOnAccept' : 'CookiebotOnDecline'))
      }
      banner.appendChild(button)
    })
    document.body.appendChild(banner)
  },
}`

test('the footer’s Cookie-instellingen reopens the banner, and a changed choice updates Consent Mode at once', async ({
  page,
  site,
}) => {
  await page
    .context()
    .route('https://consent.cookiebot.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: COOKIEBOT_STAND_IN }),
    )
  await page.context().route('https://www.googletagmanager.com/**', answerLocally('gtm'))
  await openPage(page, `${site.url}/`)
  await expect.poll(() => page.evaluate(() => 'Cookiebot' in window)).toBe(true)
  const consentUpdates = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => !('event' in entry))
        .map((entry) => Array.from(entry as IArguments))
        .filter(([command, action]) => command === 'consent' && action === 'update')
        .map(([, , settings]) => settings as Record<string, string>),
    )

  for (const [choice, analyticsStorage] of [
    ['Statistieken toestaan', 'granted'],
    ['Weigeren', 'denied'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click()
    const banner = page.getByRole('dialog', { name: 'Cookievoorkeuren' })
    await banner.getByRole('button', { name: choice }).click()
    await expect(banner).toHaveCount(0)
    expect((await consentUpdates()).at(-1)).toMatchObject({ analytics_storage: analyticsStorage })
  }
  expect(await consentUpdates()).toHaveLength(2)
})
