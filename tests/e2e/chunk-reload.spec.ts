import { expect, test } from '../helpers/site-test'
import { openPage } from '../helpers/open-page'

// A deploy removes the chunks of the old build: here, every script the page did not load at first answers 404.
test('a code chunk that fails to load reloads the page once, and not again within 10 seconds', async ({
  page,
}) => {
  // The tap comes before the browser was idle: the contact modal's code was not fetched yet.
  await page.addInitScript('window.requestIdleCallback = () => 0')
  const loadedAtFirst = new Set<string>()
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.js')) loadedAtFirst.add(request.url())
  })
  await openPage(page, '/agenda')
  await page.route(
    (url) => url.pathname.endsWith('.js') && !loadedAtFirst.has(url.toString()),
    (route) => route.fulfill({ status: 404, body: 'Not Found' }),
  )
  let loads = 0
  page.on('load', () => {
    loads += 1
  })

  await page.getByRole('button', { name: 'Kom in contact' }).click()
  await expect.poll(() => loads).toBe(1) // the guard reloaded the page
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })

  await page.getByRole('button', { name: 'Kom in contact' }).click()
  // Within 10 s the guard does not reload again: the modal says what to do, and the page stays usable.
  await expect(page.getByRole('alert')).toContainText('Het formulier kon niet worden geladen.')
  await expect(page.getByRole('link', { name: 'laad de pagina opnieuw' })).toHaveAttribute('href', '/agenda')
  await page.getByRole('button', { name: 'Sluiten' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loads).toBe(1) // no second reload: no loop
})
