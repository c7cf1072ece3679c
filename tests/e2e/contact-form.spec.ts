import AxeBuilder from '@axe-core/playwright'
import { openPage } from '../helpers/open-page'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { startFakeCms, type FakeCms } from '../helpers/fake-contact-form'

// One fake CMS on a fixed port for this file, so its tests run one after the other.
test.describe.configure({ mode: 'serial' })

let cms: FakeCms
test.beforeAll(async () => {
  cms = await startFakeCms()
})
test.afterAll(async () => cms.close())
test.beforeEach(() => {
  cms.received.length = 0
})

/** What the CMS receives for the form as fillIn leaves it: every field, as strings. */
const SENT_BY_FILL_IN = {
  input_1: 'Anna de Vries',
  input_2: 'anna@praktijk.nl',
  input_3: 'Graag een demonstratie van Exquise.',
  input_4: 'Tandartspraktijk Zeezicht',
  input_5: '0612345678',
}

async function fillIn(page: Page) {
  await page.getByLabel('Praktijknaam (optioneel)').fill('Tandartspraktijk Zeezicht')
  await page.getByLabel('Naam', { exact: true }).fill('Anna de Vries')
  await page.getByLabel('E-mailadres').fill('anna@praktijk.nl')
  await page.getByLabel('Telefoonnummer').fill('0612345678')
  await page.getByLabel('Vraag of opmerking').fill('Graag een demonstratie van Exquise.')
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Versturen' })

test('a valid submission is sent as strings and replaced by the sanitised confirmation', async ({ page }) => {
  cms.mode = 'valid'
  await openPage(page, '/contact')
  await fillIn(page)
  await sendButton(page).click()
  const confirmation = page.getByTestId('contact-confirmation')
  await expect(confirmation).toContainText('Bedankt voor uw bericht! Wij bellen u binnen twee werkdagen.')
  await expect(confirmation).toBeFocused()
  await expect(page.getByRole('form', { name: 'Contactformulier' })).toHaveCount(0)
  expect(await page.title()).not.toBe('gehackt')
  expect(cms.received).toEqual([SENT_BY_FILL_IN])
})

test('an invalid submission shows the messages of the CMS under the right fields', async ({ page }) => {
  cms.mode = 'invalid'
  await openPage(page, '/contact')
  await fillIn(page)
  await sendButton(page).click()
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Dit e-mailadres wordt niet geaccepteerd.',
  )
  await expect(page.getByLabel('Telefoonnummer')).toHaveAccessibleDescription('Dit nummer is onbereikbaar.')
  await expect(page.getByLabel('E-mailadres')).toBeFocused()
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Anna de Vries')
})

test('a failing CMS keeps everything typed and offers phone and e-mail', async ({ page }) => {
  cms.mode = 'error'
  await openPage(page, '/contact')
  await fillIn(page)
  await sendButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Uw bericht kon niet worden verstuurd.' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('link', { name: /088/ })).toHaveAttribute('href', /^tel:/)
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(page.getByLabel('Vraag of opmerking')).toHaveValue('Graag een demonstratie van Exquise.')
  await expect(page.getByLabel('Praktijknaam (optioneel)')).toHaveValue('Tandartspraktijk Zeezicht')
  await expect(sendButton(page)).toBeEnabled()
  // trying again once the CMS is back works, with nothing retyped
  cms.mode = 'valid'
  await sendButton(page).click()
  // the confirmation's sanitiser is fetched on first use; allow for a busy machine
  await expect(page.getByTestId('contact-confirmation')).toBeVisible({ timeout: 15_000 })
  expect(cms.received).toHaveLength(2)
})

test('client-side validation stops an incomplete form before anything is sent', async ({ page }) => {
  await openPage(page, '/contact')
  await page.getByLabel('Naam', { exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Naam', { exact: true })).toHaveAccessibleDescription('Naam is verplicht')
  await sendButton(page).click()
  await expect(page.getByLabel('Vraag of opmerking')).toHaveAccessibleDescription(
    /Vraag of opmerking is verplicht/,
  )
  expect(cms.received).toHaveLength(0)
})

test('the contact button opens the modal with the form, which sends from any page', async ({ page }) => {
  cms.mode = 'valid'
  await openPage(page, '/over-ons')
  await page.getByRole('button', { name: 'Kom in contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Interesse of vragen?' })
  await expect(dialog).toContainText('binnen twee werkdagen contact met u op')
  await expect(dialog.getByRole('form', { name: 'Contactformulier' })).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await fillIn(page)
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(dialog.getByTestId('contact-confirmation')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Kom in contact' })).toBeFocused()
})

test('what a visitor types before the app has started stays in the form and is sent', async ({ page }) => {
  cms.mode = 'valid'
  // Hold the app's code back, as a slow phone would, while the visitor already types into the server's HTML.
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await fillIn(page)
  releaseScripts()
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Anna de Vries')
  await expect(page.getByLabel('Vraag of opmerking')).toHaveValue('Graag een demonstratie van Exquise.')
  await sendButton(page).click()
  await expect(page.getByTestId('contact-confirmation')).toBeVisible({ timeout: 15_000 })
  expect(cms.received).toEqual([SENT_BY_FILL_IN])
})

test('a send before any script ran goes as POST: nothing typed ends up in an address or the next page view', async ({
  page,
}) => {
  // No script at all: the browser's own submission of the server's HTML, as on a phone that had not loaded them.
  await page.route(/\.js$/, (route) => route.abort())
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await fillIn(page)
  const sent = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/contact'),
  )
  await sendButton(page).click()
  const request = await sent
  expect(request.method()).toBe('POST')
  expect(new URL(request.url()).search).toBe('')
  expect(request.url()).not.toContain('anna')
})

test("the contact page loads the form's code when the visitor comes to the form; a send before then is held, then sent", async ({
  page,
}) => {
  cms.mode = 'valid'
  // Scripts asked for after the page has started are held until released: the form's code among them.
  let holding = false
  let releaseLateScripts = () => {}
  const lateScriptsReleased = new Promise<void>((resolve) => (releaseLateScripts = resolve))
  const lateScripts: string[] = []
  await page.route(/\.js$/, async (route) => {
    if (holding) {
      lateScripts.push(route.request().url())
      await lateScriptsReleased
    }
    await route.continue()
  })
  await openPage(page, '/contact')
  await page.waitForLoadState('networkidle')
  holding = true

  await fillIn(page)
  // Coming to the form asked for its code: the request reaches this handler a moment after the typing.
  await expect.poll(() => lateScripts.length).toBeGreaterThan(0)
  await page.getByLabel('Naam', { exact: true }).fill('')
  await sendButton(page).click()
  // Not sent by the browser itself: the page stays, with everything typed and nothing in its address.
  await expect(page).toHaveURL(/\/contact\/?$/)
  await expect(page.getByLabel('E-mailadres')).toHaveValue('anna@praktijk.nl')

  releaseLateScripts()
  // The held send runs once the form has started, with its checks: the emptied name stops it.
  await expect(page.getByLabel('Naam', { exact: true })).toHaveAccessibleDescription('Naam is verplicht')
  expect(cms.received).toHaveLength(0)
  await page.getByLabel('Naam', { exact: true }).fill('Anna de Vries')
  await sendButton(page).click()
  await expect(page.getByTestId('contact-confirmation')).toBeVisible({ timeout: 15_000 })
  expect(cms.received).toEqual([SENT_BY_FILL_IN])
})
