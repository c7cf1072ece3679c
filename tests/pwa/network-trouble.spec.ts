import type { Page } from '@playwright/test'
import { expect, isStored, openPage, test, waitForWorker } from './support/fixtures'

/** Opens a page, waits for the worker, and until it has stored that page (the first page: after it took over). */
async function openAndStore(page: Page, url: string) {
  await openPage(page, url)
  await waitForWorker(page)
  await expect.poll(() => isStored(page, url)).toBe(true)
}

test('a network that hangs: the stored page is served once the network timeout has passed, and it runs', async ({
  page,
  site,
}) => {
  await openAndStore(page, `${site.url}/agenda`)
  site.hang() // from now on the host accepts every request and never answers

  // Without the worker's network timeout this navigation would wait for the host for ever.
  const response = await page.goto(`${site.url}/agenda`, { waitUntil: 'commit' })
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')
  // Its data and code came from the worker too: the app took over the page.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
})

test('a host answering 500 gets the stored copy of a page; a page never stored gets the host’s answer', async ({
  page,
  site,
}) => {
  await openAndStore(page, `${site.url}/agenda`)
  site.fail('/agenda')
  site.fail('/contact')

  const stored = await page.goto(`${site.url}/agenda`)
  expect(stored?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')

  const neverStored = await page.goto(`${site.url}/contact`)
  expect(neverStored?.status()).toBe(500)
})

/** Sends the worker the "store this page" message, as the site's pages do, and returns its answer. */
const askToStore = (page: Page, address: string) =>
  page.evaluate(
    (pageAddress) =>
      new Promise<unknown>((answer) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => answer(event.data)
        navigator.serviceWorker.controller!.postMessage(
          { type: 'STORE_PAGE', page: pageAddress, resources: [] },
          [channel.port2],
        )
      }),
    address,
  )

const storedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys()
    const keys = await Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys())))
    return keys.flat().map((request) => request.url)
  })

test('the "store this page" message stores pages of the site and refuses anything else', async ({
  page,
  site,
}) => {
  await openAndStore(page, `${site.url}/`)

  expect(await askToStore(page, `${site.url}/over-ons?utm_source=nieuwsbrief`)).toEqual({ stored: true })
  expect(await isStored(page, `${site.url}/over-ons`)).toBe(true)

  for (const address of [
    `${site.url}/sw.js`,
    `${site.url}/build-info.json`,
    `${site.url}/page-data/agenda/page-data.json`,
    `${site.url}/manifest.webmanifest`,
    `${site.url}/bestaat-niet`, // a page address, but the host answers 404: nothing to keep
    'https://www.googletagmanager.com/gtm.js',
  ]) {
    expect([address, await askToStore(page, address)]).toEqual([address, { stored: false }])
  }
  const stored = await storedAddresses(page)
  for (const path of ['/sw.js', '/build-info.json', '/page-data/agenda/page-data.json', '/bestaat-niet']) {
    expect(stored).not.toContain(`${site.url}${path}`)
  }
  expect(stored.filter((url) => !url.startsWith(site.url))).toEqual([])
})
