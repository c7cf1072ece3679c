import type { Page } from '@playwright/test'
import { BUILD_B, BUILD_WITHOUT_WORKER, RENAMED_PRODUCT } from './support/builds'
import { buildId, expect, openPage, test, waitForWorker } from './support/fixtures'
import type { StaticSite } from './support/static-site'

const countLoads = (page: Page) => {
  const counter = { loads: 0 }
  page.on('load', () => {
    counter.loads += 1
  })
  return counter
}

/** What a visitor does when coming back to an open tab; the page then asks for the latest-build info. */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

const buildCheck = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/build-info.json'))

/** Opens a page of build A and waits until it knows which build it is (its first build check, after ~1 s). */
async function openPageOfBuildA(page: Page, url: string) {
  const firstBuildCheck = buildCheck(page)
  await openPage(page, url)
  await firstBuildCheck
}

const productLink = (page: Page, title: string) =>
  page.getByRole('main').getByRole('link', { name: title, exact: true })

const precaches = (page: Page) =>
  page.evaluate(() => caches.keys().then((names) => names.filter((name) => name.includes('precache'))))

/**
 * Waiting for a new build's worker to take over: the browser's update check, the worker's install and its
 * activation take a few seconds (Chromium starts an update about 2.5 s late just after a worker activated, and
 * activates about 1 s after skipWaiting), more than the default 5 s on a busy 2-core machine.
 */
const NEW_WORKER = { timeout: 20_000 }

/** Each build's precache is its own (Workbox's name: prefix, precache and build id, scope). */
const precacheOf = (site: StaticSite, buildDir: string) => `tandem-precache-${buildId(buildDir)}-${site.url}/`

test('two builds in sequence: after a deploy with changed content, the next navigation shows the new build', async ({
  page,
  site,
}) => {
  site.fail('/sw.js') // no worker here: this is the latest-build check alone
  await openPageOfBuildA(page, `${site.url}/`)
  // The product page's data is now in the app's memory: without the build check it would be shown again.
  await productLink(page, RENAMED_PRODUCT.titleInA).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED_PRODUCT.titleInA)
  await page.goBack()
  await expect(productLink(page, RENAMED_PRODUCT.titleInA)).toBeVisible()

  site.deploy(BUILD_B)
  await returnToTab(page)
  await expect(page.locator('html')).toHaveAttribute('data-new-build', buildId(BUILD_B))

  const counter = countLoads(page)
  await productLink(page, RENAMED_PRODUCT.titleInA).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED_PRODUCT.titleInB)
  await expect(page).toHaveURL(`${site.url}${RENAMED_PRODUCT.path}`)
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' }) // not a blank page: it runs
  await expect.poll(() => counter.loads).toBe(1) // one full page load from the server, not the old app's memory
  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons')
  expect(counter.loads).toBe(1) // the new build navigates inside the app again
})

test('when a new build’s worker takes control of an older page, the page reloads once, onto the new build', async ({
  page,
  site,
}) => {
  await openPageOfBuildA(page, `${site.url}/`)
  await waitForWorker(page)
  const counter = countLoads(page)

  site.deploy(BUILD_B)
  await returnToTab(page) // the new build is seen, and the browser is asked to look for a new worker
  await expect(productLink(page, RENAMED_PRODUCT.titleInB)).toBeVisible(NEW_WORKER)
  await waitForWorker(page)
  expect(await precaches(page)).toEqual([precacheOf(site, BUILD_B)])
  // The reloaded page checks its build after about a second; by then a loop would have shown.
  await buildCheck(page)
  expect(counter.loads).toBe(1)
})

test('a page that came from the network after the deploy is not reloaded when the new worker takes over', async ({
  page,
  site,
}) => {
  await openPageOfBuildA(page, `${site.url}/`)
  await waitForWorker(page)
  site.deploy(BUILD_B)

  const counter = countLoads(page)
  const firstBuildCheck = buildCheck(page)
  await openPage(page, `${site.url}/over-ons`) // a returning visitor: the browser finds the new worker on the way
  await expect.poll(() => precaches(page), NEW_WORKER).toEqual([precacheOf(site, BUILD_B)])
  await firstBuildCheck
  expect(counter.loads).toBe(1)
  await expect(page.locator('html')).not.toHaveAttribute('data-sw-needs-refresh', 'true')
})

test('what the visitor typed is never lost to a reload: the new build comes with the next navigation', async ({
  page,
  site,
}) => {
  await openPageOfBuildA(page, `${site.url}/contact`)
  await waitForWorker(page)
  await page.getByLabel('Naam', { exact: true }).fill('Anna de Vries')
  const counter = countLoads(page)

  site.deploy(BUILD_B)
  await returnToTab(page)
  await expect.poll(() => precaches(page), NEW_WORKER).toEqual([precacheOf(site, BUILD_B)])
  await expect(page.locator('html')).toHaveAttribute('data-sw-needs-refresh', 'true')
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Anna de Vries')
  expect(counter.loads).toBe(0)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons')
  await expect.poll(() => counter.loads).toBe(1)
})

test('a build with the worker switched off removes the worker and its caches, reloading the page once', async ({
  page,
  site,
}) => {
  await openPageOfBuildA(page, `${site.url}/`)
  await waitForWorker(page)
  expect(await page.evaluate(() => caches.keys())).not.toEqual([])
  const counter = countLoads(page)

  site.deploy(BUILD_WITHOUT_WORKER)
  await returnToTab(page) // the new build is seen: the browser fetches /sw.js, now the worker that removes itself
  await expect.poll(() => counter.loads, NEW_WORKER).toBe(1)
  await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'switched-off')
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([])
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length)))
    .toBe(0)

  // Nothing answers for the site any more when the network is gone.
  await site.stop()
  await expect(page.goto(`${site.url}/agenda`)).rejects.toThrow(/ERR_CONNECTION_REFUSED/)
  expect(counter.loads).toBe(1)
})
