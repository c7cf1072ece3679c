import { expect, test as base } from '@playwright/test'
import testClock from './test-clock.json'

/**
 * The moment the test builds are made as: SITE_NOW (scripts/test-env.sh sets it from test-clock.json for every
 * build of a test run), so the browser and the build agree on what is upcoming whatever today's date is.
 */
export const TEST_SITE_NOW = new Date(process.env.SITE_NOW?.trim() || testClock.siteNow)

/**
 * Playwright's `test` for the browser suites on a built site: every page's clock starts at TEST_SITE_NOW and runs
 * on from there (Playwright's clock; timers fire as time passes, as in a real browser). A test that needs another
 * moment moves the clock itself (`page.clock.setSystemTime`).
 *
 * Playwright's clock also stands in for `performance`, whose entries (navigation, resources, first input) it
 * does not have: a test of what reads them (web vitals) keeps the browser's own clock with
 * `test.use({ pinnedClock: false })`, and must not depend on the date.
 */
export const test = base.extend<{ pinnedClock: boolean; siteClock: undefined }>({
  pinnedClock: [true, { option: true }],
  siteClock: [
    async ({ context, pinnedClock }, provide) => {
      if (pinnedClock) await context.clock.install({ time: TEST_SITE_NOW })
      await provide(undefined)
    },
    { auto: true },
  ],
})

export { expect }
