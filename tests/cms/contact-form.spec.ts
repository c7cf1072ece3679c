import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { dataLayerText, pushedEvents } from '../helpers/data-layer'
import { openPage } from '../helpers/open-page'
import {
  contactEntries,
  DEFAULT_CONTACT_SETTINGS,
  forgetRecentEntries,
  setContactSettings,
  submitContactForm,
  validSubmission,
} from './support/contact-entries'
import { cms, unique } from '../helpers/local-cms'

test.describe.configure({ mode: 'serial' })
// The flood limit counts this machine's messages of the last hour: start and end with the whole allowance.
test.beforeAll(forgetRecentEntries)
test.afterAll(forgetRecentEntries)

async function fillIn(page: Page, values: { name: string; email: string; question: string }) {
  await page.getByLabel('Praktijknaam (optioneel)').fill('Tandartspraktijk Zeezicht')
  await page.getByLabel('Naam', { exact: true }).fill(values.name)
  await page.getByLabel('E-mailadres').fill(values.email)
  await page.getByLabel('Telefoonnummer').fill('0612345678')
  await page.getByLabel('Vraag of opmerking').fill(values.question)
}

test('a visitor’s message reaches WordPress as an entry, and stays there when the CMS restarts', async ({
  page,
}) => {
  const question = `Graag een demonstratie van Exquise (${unique()}).`
  await openPage(page, '/contact')
  await fillIn(page, { name: 'Anna de Vries', email: 'anna@praktijk.nl', question })
  await page.getByRole('button', { name: 'Versturen' }).click()

  const confirmation = page.getByTestId('contact-confirmation')
  await expect(confirmation).toContainText(
    'Bedankt voor uw bericht. We nemen binnen twee werkdagen contact met u op.',
  )
  await expect(confirmation).toBeFocused()

  // Marketing's lead: once, where it was sent from, and nothing the visitor typed anywhere in the data layer.
  expect(await pushedEvents(page, 'generate_lead')).toEqual([
    { event: 'generate_lead', form_id: '1', form_location: 'contact_page', page_path: '/contact' },
  ])
  const dataLayer = await dataLayerText(page)
  for (const typed of ['Anna', 'Vries', 'anna@praktijk.nl', 'Zeezicht', '0612345678', question]) {
    expect(dataLayer).not.toContain(typed)
  }

  const stored = async () => (await contactEntries()).find((entry) => entry.meta.input_3 === question)
  expect((await stored())?.meta).toMatchObject({
    input_1: 'Anna de Vries',
    input_2: 'anna@praktijk.nl',
    input_4: 'Tandartspraktijk Zeezicht',
    input_5: '0612345678',
  })

  cms('stop')
  cms('start')
  expect((await stored())?.title.raw).toBe('Anna de Vries – Tandartspraktijk Zeezicht')
})

test('what only WordPress rejects shows its messages under the right fields, and nothing typed is lost', async ({
  page,
}) => {
  const question = `Wat kost Qbridge? (${unique()})`
  await openPage(page, '/contact')
  // Both pass the browser's checks: a name of markup only, a host name WordPress does not accept.
  await fillIn(page, { name: '<b></b>', email: 'anna@-praktijk.nl', question })
  await page.getByRole('button', { name: 'Versturen' }).click()

  await expect(page.getByLabel('Naam', { exact: true })).toHaveAccessibleDescription('Naam is verplicht')
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Vul een geldig e-mailadres in, bijvoorbeeld naam@praktijk.nl',
  )
  await expect(page.getByLabel('Naam', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Vraag of opmerking')).toHaveValue(question)
  await expect(page.getByLabel('Praktijknaam (optioneel)')).toHaveValue('Tandartspraktijk Zeezicht')
  expect((await contactEntries()).some((entry) => entry.meta.input_3 === question)).toBe(false)
  expect(await pushedEvents(page, 'generate_lead')).toEqual([])
})

test('a visitor over the flood limit is told so in Dutch, offered phone and e-mail, and keeps what was typed', async ({
  page,
}) => {
  await forgetRecentEntries()
  const limit = DEFAULT_CONTACT_SETTINGS.tandem_contact_limit_per_address
  for (let index = 0; index < limit; index++) {
    expect((await submitContactForm(validSubmission(`Eerder bericht ${index} (${unique()})`))).status).toBe(
      200,
    )
  }
  const question = `Nog één vraag over Qbridge (${unique()})`
  await openPage(page, '/contact')
  await fillIn(page, { name: 'Anna de Vries', email: 'anna@praktijk.nl', question })
  await page.getByRole('button', { name: 'Versturen' }).click()

  const failure = page.getByRole('alert').filter({ hasText: 'Uw bericht kon niet worden verstuurd.' })
  await expect(failure).toContainText(
    `Vanaf uw internetadres zijn het afgelopen uur al ${limit} berichten verstuurd. Probeer het later opnieuw. Wat u heeft ingevuld staat nog in het formulier. U kunt ons ook direct bereiken: bel 088 - 123 45 67 of mail naar info@tandem-praktijksoftware.nl.`,
  )
  await expect(failure.getByRole('link', { name: '088 - 123 45 67' })).toHaveAttribute('href', /^tel:/)
  await expect(failure.getByRole('link', { name: 'info@tandem-praktijksoftware.nl' })).toHaveAttribute(
    'href',
    'mailto:info@tandem-praktijksoftware.nl',
  )
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Anna de Vries')
  await expect(page.getByLabel('Vraag of opmerking')).toHaveValue(question)
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled()
  expect((await contactEntries()).some((entry) => entry.meta.input_3 === question)).toBe(false)
})

test('at the hourly cap the form asks for the check in Dutch, does the work, and sends what was typed', async ({
  page,
}) => {
  await forgetRecentEntries()
  await setContactSettings({ tandem_contact_limit_per_hour: 1, tandem_contact_check_difficulty: 5000 })
  try {
    expect((await submitContactForm(validSubmission(`Het uur vol (${unique()})`))).status).toBe(200)
    const question = `Na de controle (${unique()})`
    await openPage(page, '/contact')
    await fillIn(page, { name: 'Anna de Vries', email: 'anna@praktijk.nl', question })
    await page.getByRole('button', { name: 'Versturen' }).click()

    const check = page.getByRole('group', { name: 'Controle tegen spam' })
    await expect(check.getByRole('status')).toContainText(
      'Er komen op dit moment veel berichten binnen. Na een korte controle kunt u uw bericht toch versturen.',
    )
    const start = check.getByRole('button', { name: 'Controle uitvoeren en versturen' })
    await expect(start).toBeFocused()
    await expect(page.getByLabel('Vraag of opmerking')).toHaveValue(question)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])

    await page.keyboard.press('Enter')
    // The work takes seconds on a phone; on a busy test machine it may take longer.
    await expect(page.getByTestId('contact-confirmation')).toContainText('Bedankt voor uw bericht.', {
      timeout: 30_000,
    })
    const stored = (await contactEntries()).find((entry) => entry.meta.input_3 === question)
    expect(stored?.meta).toMatchObject({ input_1: 'Anna de Vries', spam: '' })
  } finally {
    await setContactSettings(DEFAULT_CONTACT_SETTINGS)
  }
})
