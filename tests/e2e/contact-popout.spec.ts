import { openPage, renderedFrames } from '../helpers/open-page'
import { expect, test } from '../helpers/site-test'

test('the contact popout shows once per session and hides itself after 5 seconds', async ({ page }) => {
  await openPage(page, '/')
  const button = page.getByRole('button', { name: 'Kom in contact' })
  const popout = page.getByTestId('contact-popout')
  await expect(button).toBeVisible()
  await expect(popout).toBeVisible()
  const shownAt = Date.now()
  await expect(popout).toBeHidden({ timeout: 8_000 })
  const visibleFor = Date.now() - shownAt
  expect(visibleFor).toBeGreaterThan(3_500)
  // not again in this session: not after navigating, not after a reload
  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page).toHaveURL(/\/over-ons$/)
  await page.reload()
  await expect(button).toBeVisible()
  // The popout would come in a transition right after the button's first render: give React two frames.
  await renderedFrames(page, 2)
  await expect(popout).toHaveCount(0)
})

test('the contact popout can be closed with its close button', async ({ page }) => {
  await openPage(page, '/agenda')
  await page.getByRole('button', { name: 'Melding sluiten' }).click()
  await expect(page.getByTestId('contact-popout')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Kom in contact' })).toBeVisible()
  await expect(page.getByTestId('contact-popout')).toHaveCount(0)
})

test('a new browser session sees the popout again', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openPage(page, '/over-ons')
  await expect(page.getByTestId('contact-popout')).toBeVisible()
  await context.close()
})
