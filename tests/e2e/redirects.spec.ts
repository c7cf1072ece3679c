import { expect, test } from '@playwright/test'
import { REMOTE_SUPPORT_PATH, isExternal, redirectTable } from '../../src/lib/redirects'

const inAppRedirects = redirectTable(null).filter((redirect) => !isExternal(redirect.to))
const targetUrl = (to: string) =>
  new RegExp(`^http://[^/]+${to === '/' ? '/' : to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test.describe('old paths end on their new page', () => {
  for (const { from, to } of inAppRedirects) {
    test(`${from} → ${to}, arriving directly, with and without a trailing slash`, async ({ page }) => {
      for (const path of [from, `${from}/`]) {
        await page.goto(path)
        await expect(page, path).toHaveURL(targetUrl(to))
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      }
    })
  }

  test('in-app navigation to every old path ends on its target', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(
      () => typeof (window as unknown as { ___navigate?: unknown }).___navigate === 'function',
    )
    for (const { from, to } of inAppRedirects) {
      for (const path of [from, `${from}/`]) {
        await page.evaluate(
          (target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target),
          path,
        )
        await expect(page, path).toHaveURL(targetUrl(to))
      }
    }
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
