import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { openPage, renderedFrames } from '../helpers/open-page'

/**
 * Link prefetching: off on slow-2g and with data saver on, at most 5 route preloads at once.
 * Gatsby preloads a route by fetching its page-data.json; the home page links to more than 5 routes.
 */
const isRoutePreload = (url: string, currentPath: string) =>
  /\/page-data\/.+\/page-data\.json$/.test(url) &&
  !url.endsWith(`/page-data${currentPath === '/' ? '/index' : currentPath}/page-data.json`)

/** Every route preload the page starts, and the most that were under way at the same time. */
function watchRoutePreloads(page: Page) {
  const watch = { started: 0, inFlight: 0, mostAtOnce: 0 }
  const finished = (url: string) => {
    if (isRoutePreload(url, '/')) watch.inFlight -= 1
  }
  page.on('request', (request) => {
    if (!isRoutePreload(request.url(), '/')) return
    watch.started += 1
    watch.inFlight += 1
    watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.inFlight)
  })
  page.on('requestfinished', (request) => finished(request.url()))
  page.on('requestfailed', (request) => finished(request.url()))
  return watch
}

test('on a normal connection, links in view are preloaded, never more than 5 at once', async ({ page }) => {
  // Slow answers make the preloads overlap, as they would on a real network.
  await page.route(/\/page-data\/.+\/page-data\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  const watch = watchRoutePreloads(page)
  await openPage(page, '/')
  await page.mouse.wheel(0, 4000) // more links come into view
  await expect.poll(() => watch.started, { timeout: 10_000 }).toBeGreaterThan(5)
  expect(watch.mostAtOnce).toBeGreaterThan(1) // they did overlap, so the limit was put to the test
  expect(watch.mostAtOnce).toBeLessThanOrEqual(5)
})

for (const [connection, emulate] of [
  [
    'slow-2g',
    // What the page reads in navigator.connection, without actually slowing the test down.
    (cdp) =>
      cdp.send('Network.overrideNetworkState', {
        offline: false,
        latency: 2500,
        downloadThroughput: 5000,
        uploadThroughput: 5000,
      }),
  ],
  ['data saver', (cdp) => cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })],
] as const satisfies ReadonlyArray<
  readonly [string, (cdp: import('@playwright/test').CDPSession) => Promise<unknown>]
>) {
  test(`on ${connection}, links are not preloaded`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await emulate(cdp)
    const watch = watchRoutePreloads(page)
    await openPage(page, '/')
    const effective = await page.evaluate(() => {
      const connection = (
        navigator as Navigator & { connection?: { effectiveType: string; saveData: boolean } }
      ).connection
      return connection ? `${connection.effectiveType} ${connection.saveData ? 'save-data' : ''}`.trim() : ''
    })
    expect(effective).toMatch(connection === 'slow-2g' ? /^slow-2g$/ : /save-data$/)
    await page.mouse.wheel(0, 4000)
    await renderedFrames(page, 2) // the links that came into view are seen
    // Gatsby starts a batch of preloads 3 s after a link asks, and the next 3 s after that, each when idle: run
    // the page's clock past them, firing every timer and idle callback on the way. A preload would now be a
    // <link rel="prefetch"> in the head and a request.
    await page.clock.runFor(10_000)
    expect(await page.locator('link[rel="prefetch"][href*="/page-data/"]').count()).toBe(0)
    expect(watch.started).toBe(0)
  })
}
