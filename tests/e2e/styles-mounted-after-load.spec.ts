import { openPage } from '../helpers/open-page'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'

/**
 * The Emotion classes of what the page mounted after its load (the panels on standby or open, the contact
 * button) whose styles are not in the head: each would have been serialised and inserted while it mounted
 * (src/components/layout/styles-mounted-after-load.tsx).
 */
const classesWithoutStylesInHead = (page: Page) =>
  page.evaluate(() => {
    const inHead = new Set(
      [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
        (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
      ),
    )
    const mounted = [...document.querySelectorAll('[data-state], [data-state] *, [aria-haspopup="dialog"]')]
    const missing = mounted.flatMap((element) =>
      [...element.classList]
        .filter((name) => name.startsWith('css-') && !inHead.has(name.slice('css-'.length)))
        .map(
          (name) =>
            `${name} on <${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 30) ?? ''}`,
        ),
    )
    return [...new Set(missing)]
  })

for (const path of ['/', '/producten-en-diensten/exquise-next-generation', '/agenda']) {
  test(`what ${path} mounts after its load finds its styles in the head`, async ({ page }) => {
    await openPage(page, path)
    // On standby: the flyout with a panel for every first-level submenu toggle, and the contact modal with its
    // form. One part goes on standby per idle moment, each at the latest 3 s after the one before.
    const toggles = page.locator('[data-state="standby"] button[aria-expanded]:not(section button)')
    const panels = page.locator('[data-state="standby"] section[id*="-submenu-"]')
    await expect
      .poll(
        async () => {
          const forms = await page.locator('[data-state="standby"] form').count()
          const panelCount = await panels.count()
          return forms > 0 && panelCount > 0 && panelCount === (await toggles.count())
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    expect(await classesWithoutStylesInHead(page), 'on standby').toEqual([])
    // open, with a submenu open
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const flyout = page.getByRole('dialog', { name: 'Menu' })
    await flyout.getByRole('button', { name: 'Producten' }).click()
    await expect(flyout.getByRole('region', { name: 'Producten' })).toBeVisible()
    expect(await classesWithoutStylesInHead(page), 'open').toEqual([])
  })
}
