import { expect, test } from '../helpers/site-test'
import { TEMPLATE_PAGES } from '../helpers/content'
import { openPage } from '../helpers/open-page'

/**
 * Gatsby's scripts start after a page's first paint (src/build/scripts-after-first-paint.tsx): none of them is
 * requested before the first frame, and the page still becomes usable on every template.
 */
// The browser's own clock: Playwright's stands in for `performance`, whose resource entries it does not have.
test.use({ pinnedClock: false })

test.beforeEach(async ({ page }) => {
  // The first frame's start, from before any of the page's own scripts.
  await page.addInitScript(() => {
    Object.assign(window, {
      firstFrame: new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    })
  })
})

for (const { template, path } of TEMPLATE_PAGES) {
  test(`${template}: Gatsby's scripts are requested after the first frame, and the page becomes usable`, async ({
    page,
  }) => {
    await openPage(page, path)
    const { firstFrame, scripts } = await page.evaluate(async () => ({
      firstFrame: await (window as unknown as { firstFrame: Promise<number> }).firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => ({ script: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(scripts.map(({ script }) => script.split('-')[0]).sort()).toEqual([
      '/app',
      '/framework',
      '/webpack',
    ])
    for (const { script, start } of scripts) expect(start, script).toBeGreaterThan(firstFrame)
  })
}
