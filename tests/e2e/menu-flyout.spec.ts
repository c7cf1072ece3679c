import AxeBuilder from '@axe-core/playwright'
import { animationsFinished, nextWindowEvent, openPage, renderedFrames } from '../helpers/open-page'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'

const hamburger = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const flyout = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

async function scrollDown(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

/** Where the page content currently sits relative to the viewport (moves when the page scrolls). */
const mainTop = (page: Page) =>
  page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top)

test('the flyout opens and closes with the mouse, locks scrolling and restores the position', async ({
  page,
}) => {
  await openPage(page, '/over-ons')
  await scrollDown(page, 600)
  const before = await mainTop(page)
  await hamburger(page).click()
  await expect(flyout(page)).toBeVisible()
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true')
  // the page behind does not move when the visitor scrolls
  await page.mouse.move(100, 400)
  const wheel = await nextWindowEvent(page, 'wheel')
  await page.mouse.wheel(0, 800)
  await wheel.happened()
  await renderedFrames(page, 2) // a page that could scroll has moved by the second frame after the wheel
  expect(await mainTop(page)).toBe(before)
  // a click on the backdrop (left of the panel on a desktop) closes it
  await page.mouse.click(20, 400)
  await expect(flyout(page)).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the flyout works with the keyboard: focus moves in, stays in, and returns on Escape', async ({
  page,
}) => {
  await openPage(page, '/')
  await scrollDown(page, 400)
  await hamburger(page).focus()
  await page.keyboard.press('Enter')
  await expect(flyout(page)).toBeVisible()
  await expect(flyout(page).getByRole('button', { name: 'Sluiten' })).toBeFocused()
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(flyout(page)).toHaveCount(0)
  await expect(hamburger(page)).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
})

test('a submenu opens with its back button, and its links navigate inside the app', async ({ page }) => {
  await openPage(page, '/')
  await page.evaluate(() => ((window as unknown as { inAppMarker: boolean }).inAppMarker = true))
  await hamburger(page).click()
  const toggle = flyout(page).getByRole('button', { name: 'Producten' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const panel = flyout(page).getByRole('region', { name: 'Producten' })
  await expect(panel.getByRole('button', { name: 'Terug' })).toBeVisible()
  await panel.getByRole('button', { name: 'Terug' }).click()
  await expect(panel).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await toggle.click()
  await panel.getByRole('link', { name: 'Qbridge' }).click()
  await expect(page).toHaveURL(/\/producten-en-diensten\/qbridge$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qbridge')
  await expect(flyout(page)).toHaveCount(0)
  // no full page load happened
  expect(await page.evaluate(() => (window as unknown as { inAppMarker?: boolean }).inAppMarker)).toBe(true)
})

test('a submenu can be reached and followed with the keyboard alone', async ({ page }) => {
  await openPage(page, '/')
  await hamburger(page).focus()
  await page.keyboard.press('Enter')
  // The flyout takes focus when it opens (its close button); only then move on, or Enter would close it.
  await expect(flyout(page).getByRole('button', { name: 'Sluiten' })).toBeFocused()
  const toggle = flyout(page).getByRole('button', { name: 'Submenu Over ons' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(flyout(page).getByRole('heading', { name: 'Over ons' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveText('Wie zijn wij')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/werken-bij$/)
  await expect(flyout(page)).toHaveCount(0)
})

test('hovering an item opens its submenu on a desktop', async ({ page }) => {
  await openPage(page, '/')
  await hamburger(page).click()
  await flyout(page).getByRole('button', { name: 'Concepten' }).hover()
  await expect(flyout(page).getByRole('region', { name: 'Concepten' })).toBeVisible()
})

test('external and mail items open outside the app', async ({ page }) => {
  await openPage(page, '/')
  await hamburger(page).click()
  await flyout(page).getByRole('button', { name: 'Updates & webinars' }).click()
  const webinar = flyout(page).getByRole('link', { name: /Live webinar volgen/ })
  await expect(webinar).toHaveAttribute('target', '_blank')
  await expect(webinar).toHaveAttribute('rel', /noopener/)
  await expect(flyout(page).getByRole('link', { name: 'Mail de helpdesk' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
})

test('no axe violations with the flyout and a submenu open', async ({ page }) => {
  await openPage(page, '/')
  await hamburger(page).click()
  await flyout(page).getByRole('button', { name: 'Producten' }).click()
  await expect(flyout(page).getByRole('region', { name: 'Producten' })).toBeVisible()
  await animationsFinished(page) // the slide-in, so colours are final
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the submenu panel covers the menu and the back button returns to it', async ({ page }) => {
    await openPage(page, '/')
    await hamburger(page).click()
    await flyout(page).getByRole('button', { name: 'Referenties' }).click()
    const panel = flyout(page).getByRole('region', { name: 'Referenties' })
    await expect(panel).toBeVisible()
    await expect(flyout(page).getByRole('button', { name: 'Concepten' })).toBeHidden()
    await panel.getByRole('button', { name: 'Terug' }).click()
    await expect(flyout(page).getByRole('button', { name: 'Concepten' })).toBeVisible()
  })
})
