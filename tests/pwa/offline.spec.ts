import AxeBuilder from '@axe-core/playwright'
import { RENAMED_PRODUCT } from './support/builds'
import { expect, isStored, openPage, test, waitForWorker } from './support/fixtures'

test('the service worker installs from /sw.js with root scope and reports installed, then activated', async ({
  page,
  site,
}) => {
  const states: string[] = []
  await page.exposeFunction('reportState', (state: string) => states.push(state))
  await page.addInitScript(() => {
    // Each change's old value, then the last value: states set in quick succession are all seen.
    // The document, not <html>: the init script runs before the page's elements exist.
    const report = (state: string | null) => {
      if (state) void (window as unknown as { reportState(state: string): void }).reportState(state)
    }
    new MutationObserver((changes) => {
      for (const change of changes.slice(1)) report(change.oldValue)
      report(document.documentElement.getAttribute('data-sw-state'))
    }).observe(document, {
      attributes: true,
      attributeOldValue: true,
      subtree: true,
      attributeFilter: ['data-sw-state'],
    })
  })
  await openPage(page, `${site.url}/`)
  await waitForWorker(page)
  await expect(page.locator('html')).toHaveAttribute('data-sw-offline-ready', 'true')
  expect(states).toEqual(['registering', 'installing', 'installed', 'activated'])
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return { scope: ready.scope, script: ready.active?.scriptURL }
  })
  expect(registration).toEqual({ scope: `${site.url}/`, script: `${site.url}/sw.js` })
})

test('visited pages work offline, reached by full load or in the app; an unvisited page shows the Dutch offline page', async ({
  page,
  site,
}) => {
  await openPage(page, `${site.url}/`)
  await waitForWorker(page)
  // The first page loaded before the worker existed: it stores it once it has taken control.
  await expect.poll(() => isStored(page, `${site.url}/`)).toBe(true)
  // A page reached inside the app: its data went through the worker; its HTML is stored afterwards.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Agenda' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')
  await expect.poll(() => isStored(page, `${site.url}/agenda`)).toBe(true)
  await openPage(page, `${site.url}/over-ons`)

  await site.stop()
  await page.context().setOffline(true)

  for (const [path, title] of [
    ['/', null],
    ['/agenda', 'Agenda'],
    ['/over-ons', 'Over ons'],
  ] as const) {
    await openPage(page, `${site.url}${path}`) // interactive: the app's code came from the cache too
    if (title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Agenda' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')

  await page.goto(`${site.url}${RENAMED_PRODUCT.path}`)
  await expect(page).toHaveTitle('Geen internetverbinding | Tandem Praktijksoftware')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U bent offline')
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // Back online, the offline page loads the page that was asked for by itself.
  await site.start()
  await page.context().setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED_PRODUCT.titleInA)
})

test('a failed registration sets the error flag, and the site works on without a worker', async ({
  page,
  site,
}) => {
  site.fail('/sw.js')
  await openPage(page, `${site.url}/`)
  await expect(page.locator('html')).toHaveAttribute('data-sw-error', 'true')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons')
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
})
