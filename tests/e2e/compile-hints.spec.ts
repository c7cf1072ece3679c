import { expect, test } from '../helpers/site-test'
import { COMPILE_HINT } from '../../src/build/compile-hints'
import { allowStatistics } from '../helpers/data-layer'
import { openPage } from '../helpers/open-page'

/**
 * V8's compile hint must be the first line of the chunks every page runs in full (src/build/compile-hints.ts):
 * anywhere else V8 has already met the functions it should compile eagerly. Minification, the licence banner and
 * the source map comment all touch the start or end of these files, so this reads the files as served.
 */
test('the framework, app, web-vitals and idle-fetched chunks start with the V8 compile hint; the page template does not', async ({
  page,
}) => {
  const firstLines = new Map<string, string>()
  page.on('response', async (response) => {
    const file = new URL(response.url()).pathname.slice(1)
    const chunk = /^(framework|app|web-vitals|menu-flyout|contact-modal|contact-form|component)-/.exec(
      file,
    )?.[1]
    if (!chunk || !file.endsWith('.js') || (chunk === 'component' && !file.includes('templates-home'))) return
    firstLines.set(chunk, (await response.text()).split('\n', 1)[0]!)
  })
  await openPage(page, '/')
  // web-vitals loads once statistics are allowed, the page has loaded and the browser is idle; the controls' code
  // when idle after the load.
  await allowStatistics(page)
  const hinted = ['app', 'contact-form', 'contact-modal', 'framework', 'menu-flyout', 'web-vitals']
  await expect.poll(() => [...firstLines.keys()].sort()).toEqual([...hinted, 'component'].sort())
  for (const chunk of hinted) expect(firstLines.get(chunk), chunk).toBe(COMPILE_HINT)
  expect(firstLines.get('component')).not.toBe(COMPILE_HINT)
})
