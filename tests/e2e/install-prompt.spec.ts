import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { openPage } from '../helpers/open-page'

/**
 * Chromium offers installation (`beforeinstallprompt`) only after its own engagement checks, which a test browser
 * never passes; so the test fires the event the way Chromium does, with a prompt that records its use.
 */
const offerInstallation = (page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') =>
  page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(event, {
      prompt: async () => {
        ;(window as unknown as { promptShown: boolean }).promptShown = true
      },
      userChoice: Promise.resolve({ outcome: choice }),
    })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }, outcome)

const installPrompt = (page: Page) => page.getByRole('complementary', { name: 'Installeer de app' })

test('the install prompt appears when the browser offers installation, and can be cancelled for the session', async ({
  page,
}) => {
  await openPage(page, '/')
  await expect(installPrompt(page)).toBeHidden()
  expect(await offerInstallation(page)).toBe(true) // the browser's own banner is held back
  await expect(installPrompt(page)).toBeVisible()
  expect(
    (await new AxeBuilder({ page }).include('[aria-labelledby="install-prompt-title"]').analyze()).violations,
  ).toEqual([])

  await installPrompt(page).getByRole('button', { name: 'Niet nu' }).click()
  await expect(installPrompt(page)).toBeHidden()
  await offerInstallation(page)
  await expect(installPrompt(page)).toBeHidden()

  // Not on other pages or after a reload either: the rest of the session.
  await openPage(page, '/agenda')
  await offerInstallation(page)
  await expect(installPrompt(page)).toBeHidden()
})

test('"Installeren" opens the browser’s install dialog', async ({ page }) => {
  await openPage(page, '/')
  await offerInstallation(page)
  await installPrompt(page).getByRole('button', { name: 'Installeren' }).click()
  await expect(installPrompt(page)).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true)
})

test('a "no" in the browser’s install dialog counts as cancelling', async ({ page }) => {
  await openPage(page, '/')
  await offerInstallation(page, 'dismissed')
  await installPrompt(page).getByRole('button', { name: 'Installeren' }).click()
  await expect(installPrompt(page)).toBeHidden()
  await page.reload()
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  await offerInstallation(page)
  await expect(installPrompt(page)).toBeHidden()
})
