import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { TEMPLATE_PAGES } from '../helpers/content'
import { openPage } from '../helpers/open-page'

/**
 * The production build, hydrated by React (gatsby-browser's replaceHydrateFunction): no template may make React
 * recover from a mismatch between the server HTML and the first render in the browser, and every ARIA reference
 * and label must name an element that exists, as rendered by the server and again after the app has opened the
 * menu, a submenu and the contact modal (their ids come from React's useId, which must agree on both sides).
 */

/** Every id reference on the page that names no element, as `attribute="id" on <tag>`. */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const attributes = [
      'aria-controls',
      'aria-labelledby',
      'aria-describedby',
      'aria-owns',
      'aria-activedescendant',
    ]
    const missing: string[] = []
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${attribute}="${id}" on <${element.localName}>`)
        }
      }
    }
    for (const label of document.querySelectorAll('label[for]')) {
      const id = label.getAttribute('for') ?? ''
      if (!document.getElementById(id)) missing.push(`for="${id}" on <label>`)
    }
    return missing
  })

/** Every id that more than one element has. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
  })

/** React's errors in the console (ours names React; production React's are "Minified React error #418" and the
 * like), and the count of recovered hydration errors (data-hydration-errors on <html>). */
function watchForHydrationErrors(page: Page) {
  const consoleErrors: string[] = []
  const fromReact = (text: string) => /React|hydrat/i.test(text)
  page.on('console', (message) => {
    if (message.type() === 'error' && fromReact(message.text())) consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (fromReact(`${error.message} ${error.stack ?? ''}`)) consoleErrors.push(error.message)
  })
  return {
    consoleErrors,
    recovered: () => page.evaluate(() => document.documentElement.getAttribute('data-hydration-errors')),
  }
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const flyout = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

for (const { template, path } of TEMPLATE_PAGES) {
  test(`the ${template} template hydrates without a mismatch, and its ARIA references hold (${path})`, async ({
    page,
  }) => {
    const errors = watchForHydrationErrors(page)
    const serverHtml = await (await page.request.get(path)).text()
    await openPage(page, path)
    expect(errors.consoleErrors).toEqual([])
    expect(await errors.recovered()).toBeNull()
    // Every id the server wrote is still there once React has taken over (useId agrees on both sides).
    const serverIds = [...serverHtml.matchAll(/<[a-z][^>]*\sid="([^"]+)"/g)].map((match) => match[1]!)
    const lostIds = await page.evaluate(
      (ids) => ids.filter((id) => !document.getElementById(id)),
      serverIds.map((id) => id.replace(/&amp;/g, '&')),
    )
    expect(serverIds.length).toBeGreaterThan(0)
    expect(lostIds, 'ids of the server HTML missing after hydration').toEqual([])
    expect(await danglingReferences(page), 'as hydrated').toEqual([])

    if (template === '404') return // the bare frame has no menu and no contact button
    // The panels put on standby once the browser is idle (mounted hidden) add no dangling reference, no id twice.
    await expect(page.locator('[data-state="standby"]').first()).toBeAttached()
    expect(await danglingReferences(page), 'panels on standby').toEqual([])
    expect(await duplicateIds(page), 'ids used twice with panels on standby').toEqual([])
    await menuButton(page).click()
    await expect(flyout(page)).toBeVisible()
    expect(await danglingReferences(page), 'menu open').toEqual([])
    await flyout(page).getByRole('button', { name: 'Producten' }).click()
    await expect(flyout(page).getByRole('button', { name: 'Terug' })).toBeVisible()
    expect(await danglingReferences(page), 'submenu open').toEqual([])
    await page.keyboard.press('Escape')
    await expect(flyout(page)).toHaveCount(0)

    const contactButton = page.getByRole('button', { name: 'Kom in contact' })
    if ((await contactButton.count()) > 0) {
      await contactButton.click()
      await expect(page.getByRole('dialog').getByLabel('Naam', { exact: true })).toBeVisible()
      expect(await danglingReferences(page), 'contact modal open').toEqual([])
      // a form with its error messages shown: aria-describedby then names the messages
      await page.getByRole('dialog').getByRole('button', { name: 'Versturen' }).click()
      await expect(page.getByRole('dialog').getByText('Naam is verplicht')).toBeVisible()
      expect(await danglingReferences(page), 'contact form with errors').toEqual([])
    }
    expect(errors.consoleErrors).toEqual([])
    expect(await errors.recovered()).toBeNull()
  })
}
