import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../helpers/site-test'
import { TEMPLATE_PAGES } from '../helpers/content'

for (const { template, path } of TEMPLATE_PAGES) {
  test(`no axe violations on the ${template} template (${path})`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // with the panels the browser puts on standby when idle (mounted hidden): they must add no violation
    if (template !== '404') await expect(page.locator('[data-state="standby"]').first()).toBeAttached()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
}
