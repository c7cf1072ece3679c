import { openPage, renderedFrames } from '../helpers/open-page'
import { expect, test, TEST_SITE_NOW } from '../helpers/site-test'
import type { Page } from '@playwright/test'

/** An upcoming webinar with a registration address, in the embedded snapshot (10 December 2026). */
const WEBINAR = {
  slug: 'webinar-slim-voorraadbeheer-met-qbridge-en-stockdent',
  path: '/agenda/webinar-slim-voorraadbeheer-met-qbridge-en-stockdent',
}

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; startDate?: string },
  )

test('the agenda links to an activity page, which shows it with Event data and its links', async ({
  page,
}) => {
  await page.goto('/agenda')
  const upcoming = page.getByRole('region', { name: 'Komende activiteiten' })
  const title = (await page.locator(`a[href="${WEBINAR.path}"]`).first().textContent()) ?? ''
  await upcoming.getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${WEBINAR.path}/?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Agenda')
  await expect(page.getByText('donderdag 10 december 2026, 12:30 – 13:15')).toBeVisible()
  const signUp = page.getByRole('link', { name: /^Aanmelden/ })
  await expect(signUp).toHaveAttribute('data-agenda-link', 'registration')
  await expect(signUp).toHaveAttribute('data-activity-type', 'webinar')
  await expect(page.getByRole('link', { name: 'Terug naar de agenda' })).toHaveAttribute('href', '/agenda')

  await page.reload()
  const event = (await jsonLdTypes(page)).find((item) => item['@type'] === 'Event')
  expect(event?.startDate).toBe('2026-12-10T12:30:00+01:00')
})

test('a past activity has its page but no Event data', async ({ page }) => {
  await page.goto('/agenda/tandem-gebruikersdag-2026')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await jsonLdTypes(page)).map((item) => item['@type'])).not.toContain('Event')
})

test('the calendar file and the feed download as text/calendar', async ({ page, request }) => {
  await page.goto(WEBINAR.path)
  const calendarLink = page.getByRole('link', { name: 'Zet in mijn agenda' })
  await expect(calendarLink).toHaveAttribute('data-agenda-link', 'calendar')
  const file = await request.get((await calendarLink.getAttribute('href')) ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
  const ics = await file.text()
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toContain('DTSTART;TZID=Europe/Amsterdam:20261210T123000')

  await page.goto('/agenda')
  const feedLink = page.getByRole('link', { name: 'Abonneer op de agenda' })
  await expect(feedLink).toHaveAttribute('data-activity-slug', 'feed')
  const feed = await request.get((await feedLink.getAttribute('href')) ?? '')
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/)
  expect((await feed.text()).match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(1)
})

test('the agenda moves an activity from upcoming to past once the browser’s clock passes its end', async ({
  page,
}) => {
  const upcoming = page.getByRole('region', { name: 'Komende activiteiten' })
  const past = page.getByRole('region', { name: 'Eerdere activiteiten' })
  const webinarIn = (region: typeof upcoming) => region.locator(`a[href="${WEBINAR.path}"]`)

  // Built as of the test clock (SITE_NOW), before the webinar: upcoming in the HTML and after hydration.
  await openPage(page, '/agenda')
  await expect(webinarIn(upcoming).first()).toBeVisible()
  await expect(webinarIn(past)).toHaveCount(0)

  // A minute after it ended (13:15 in Amsterdam), the same page built before it lists it as past.
  await page.clock.setSystemTime(new Date('2026-12-10T13:16:00+01:00'))
  await openPage(page, '/agenda')
  await expect(webinarIn(past).first()).toBeVisible()
  await expect(webinarIn(upcoming)).toHaveCount(0)
})

test('a visitor whose clock is eight days ahead of the build sees the agenda of the visit at once: no layout shift', async ({
  page,
}) => {
  const upcoming = page.getByRole('region', { name: 'Komende activiteiten' })
  const past = page.getByRole('region', { name: 'Eerdere activiteiten' })
  // A phone's screen, where the upcoming list starts within the first screen.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.clock.setSystemTime(new Date(TEST_SITE_NOW.getTime() + 8 * 24 * 3_600_000))
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await openPage(page, '/agenda')
  // 26 November's webinar, upcoming when the site was built, has ended: past, as the browser's split says.
  const webinar = (region: typeof past) =>
    region.getByRole('link', { name: 'Webinar: nieuw in Exquise 6.4', exact: true })
  await expect(webinar(past)).toBeVisible()
  await expect(webinar(upcoming)).toHaveCount(0)
  await expect(page.locator('[data-agenda-ends]')).toHaveCount(0)
  // every frame since that render drawn, so a shift it caused has been reported
  await renderedFrames(page, 3)
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual(
    [],
  )
})
