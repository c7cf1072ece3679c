import { expect, test } from '../helpers/site-test'
import { openPage } from '../helpers/open-page'
import { REMOTE_SUPPORT_PATH, isExternal, redirectTable } from '../../src/lib/redirects'

const inAppRedirects = redirectTable(null).filter((redirect) => !isExternal(redirect.to))
const targetUrl = (to: string) =>
  new RegExp(`^http://[^/]+${to === '/' ? '/' : to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test.describe('old paths end on their new page', () => {
  for (const { from, to } of inAppRedirects) {
    test(`${from} → ${to}, arriving directly, with and without a trailing slash`, async ({ page }) => {
      // The redirect page does its work with its own inline script and meta refresh; the new page's h1 is in its
      // HTML. Its scripts and images are left out here (hydrating 42 pages cost a third of this suite's time);
      // every page's hydration is tested in hydration.spec.ts.
      await page.route(/\.(js|avif|webp|jpe?g|png|svg|json)(\?|$)/, (route) => route.abort())
      for (const path of [from, `${from}/`]) {
        await page.goto(path)
        await expect(page, path).toHaveURL(targetUrl(to))
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      }
    })
  }

  test('in-app navigation to every old path ends on its target', async ({ page }) => {
    // One test walks every old path twice (about 60 route changes): more than the default 30 s when two workers
    // share the machine's two cores.
    test.setTimeout(90_000)
    await openPage(page, '/')
    // gone if any step loaded a new document instead of staying in the app
    await page.evaluate(() => (document.documentElement.dataset.sameDocument = 'yes'))
    for (const { from, to } of inAppRedirects) {
      for (const path of [from, `${from}/`]) {
        // What the browser does on Back or Forward to an old address: the URL changes without a page load, and
        // the app (Gatsby's router) has to handle it, redirects included.
        await page.evaluate((target) => {
          history.pushState({}, '', target)
          dispatchEvent(new PopStateEvent('popstate', { state: {} }))
        }, path)
        await expect(page, path).toHaveURL(targetUrl(to))
      }
    }
    await expect(page.locator('html[data-same-document="yes"]')).toHaveCount(1)
  })

  test('the remote-support download path sends the browser to the configured download', async ({ page }) => {
    let requested = ''
    await page.route('https://cms.tandem-praktijksoftware.nl/**', async (route) => {
      requested = route.request().url()
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'download' })
    })
    await page.goto(REMOTE_SUPPORT_PATH)
    await expect
      .poll(() => requested)
      .toBe('https://cms.tandem-praktijksoftware.nl/wp-content/uploads/meekijken/TandemMeekijken.exe')
  })
})
