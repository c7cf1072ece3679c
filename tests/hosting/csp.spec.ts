import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test as base } from '../helpers/site-test'
import { CSP } from '../../src/build/hosting/file-headers'
import { TEMPLATE_PAGES } from '../helpers/content'
import { startFakeCms } from '../helpers/fake-contact-form'
import { openPage } from '../helpers/open-page'

/**
 * Chromium over nginx: no page breaks the Content-Security-Policy its response carries. The consent banner and
 * the tag manager are answered by the benchmark's stand-ins (a consent bar like Cookiebot's, an empty GTM
 * container) at their real addresses, so the policy is checked with them loaded.
 */
const STAND_INS = path.resolve(__dirname, '../../scripts/bench/third-party')
const standIn = (file: string) => readFileSync(path.join(STAND_INS, file), 'utf8')

interface Violation {
  directive: string
  blocked: string
  source: string
}

const test = base.extend<{ violations: Violation[] }>({
  violations: async ({ page, context }, provide) => {
    await context.route('https://consent.cookiebot.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: standIn('cookiebot-uc.js') }),
    )
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: standIn('gtm.js') }),
    )
    // Before any of the page's own scripts, in every document (the test's own script is not under the policy).
    await context.addInitScript(() => {
      const found: Array<Record<string, string>> = []
      Object.assign(window, { cspViolations: found })
      document.addEventListener('securitypolicyviolation', (event) =>
        found.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
        }),
      )
    })
    const violations: Violation[] = []
    // Chromium also reports a policy it blocked by, or a header it could not read, on the console.
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
        violations.push({ directive: 'console', blocked: message.text(), source: page.url() })
      }
    })
    await provide(violations)
  },
})

const pageViolations = async (page: Page, seen: Violation[]): Promise<Violation[]> => [
  ...seen,
  ...(await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations)),
]

async function openUnderPolicy(page: Page, pagePath: string, interactive = true) {
  const response = await page.goto(pagePath)
  expect(response?.headers()[CSP], `${pagePath} has a policy`).toMatch(/script-src 'self'[^;]* 'sha256-/)
  if (interactive) await openPage(page, pagePath)
}

for (const { template, path: pagePath } of TEMPLATE_PAGES) {
  test(`the ${template} template (${pagePath}) runs under its policy, the menu opened and closed`, async ({
    page,
    violations,
  }) => {
    await openUnderPolicy(page, pagePath)
    await expect(page.getByRole('region', { name: 'Cookievoorkeuren' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => 'google_tag_manager' in window)).toBe(true)
    if (template !== '404') {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      const flyout = page.getByRole('dialog', { name: 'Menu' })
      await flyout.getByRole('button', { name: 'Producten' }).click()
      await expect(flyout.getByRole('region', { name: 'Producten' })).toBeVisible()
      await flyout.getByRole('button', { name: 'Sluiten' }).click()
      await expect(flyout).toBeHidden()
    }
    expect(await pageViolations(page, violations)).toEqual([])
  })
}

test('the contact modal and the contact form, sent to a stand-in CMS, stay within the policy', async ({
  page,
  violations,
}) => {
  const cms = await startFakeCms()
  try {
    await openUnderPolicy(page, '/over-ons')
    // The consent bar sits over the contact button until the visitor chooses.
    await page
      .getByRole('region', { name: 'Cookievoorkeuren' })
      .getByRole('button', { name: 'Alles toestaan' })
      .click()
    await page.getByRole('button', { name: 'Kom in contact' }).click()
    const dialog = page.getByRole('dialog', { name: 'Interesse of vragen?' })
    await expect(dialog.getByRole('form', { name: 'Contactformulier' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await openUnderPolicy(page, '/contact')
    await page.getByLabel('Naam', { exact: true }).fill('Anna de Vries')
    await page.getByLabel('E-mailadres').fill('anna@praktijk.nl')
    await page.getByLabel('Telefoonnummer').fill('0612345678')
    await page.getByLabel('Vraag of opmerking').fill('Graag een demonstratie van Exquise.')
    await page.getByRole('button', { name: 'Versturen' }).click()
    await expect(page.getByTestId('contact-confirmation')).toContainText('Bedankt voor uw bericht!')
    expect(cms.received).toHaveLength(1)
    expect(await pageViolations(page, violations)).toEqual([])
  } finally {
    await cms.close()
  }
})

test('the offline page and a redirect page run their inline scripts under their policy', async ({
  page,
  violations,
}) => {
  await openUnderPolicy(page, '/offline.html', false)
  await expect(page.getByRole('heading', { name: 'U bent offline' })).toBeVisible()
  expect(await pageViolations(page, violations)).toEqual([])
  // nginx answers /home with a 301; the page itself, for hosts without redirects, sends the browser on by script.
  await openUnderPolicy(page, '/home/index.html', false)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praktijksoftware die met u meetrapt')
  expect(await pageViolations(page, violations)).toEqual([])
})

test('an inline script the build did not write is blocked and reported', async ({ page, violations }) => {
  await openUnderPolicy(page, '/agenda')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })
  await expect.poll(() => pageViolations(page, violations).then((found) => found.length)).toBeGreaterThan(0)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  expect((await pageViolations(page, violations)).map((violation) => violation.directive)).toContain(
    'script-src-elem',
  )
})
