import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test as base } from '../../helpers/site-test'
import { openPage } from '../../helpers/open-page'
import { BUILD_A } from './builds'
import { serveBuild, type StaticSite } from './static-site'

const PORT = Number(process.env.PWA_PORT ?? 9103)

/**
 * Each test gets a fresh host serving build A (and a fresh browser context, so no worker from before). The pages
 * keep the browser's own clock: Playwright's stands in for the page's timers, and a page served by the worker
 * while the network hangs or is gone never hydrated under it (two offline tests timed out). Nothing here reads the
 * date: the agenda is opened for its title and its stored copy only.
 */
export const test = base.extend<{ site: StaticSite }>({
  // Playwright reads a fixture's dependencies from this pattern; these have none.
  // eslint-disable-next-line no-empty-pattern
  pinnedClock: async ({}, provide) => provide(false),
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    const site = await serveBuild(BUILD_A, PORT)
    await provide(site)
    await site.start().catch(() => undefined) // a test may have left it stopped: make sure it can close
    await site.stop()
  },
})

export { expect, openPage }

/** Waits until the site's worker is active and controls the page (the first visit: after it claimed it). */
export async function waitForWorker(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'activated')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * Whether the worker has stored this page, as it does in the background. It stores a page's HTML after the files
 * the page loaded (src/service-worker/worker.ts), so a stored page also has its code and data.
 */
export const isStored = (page: Page, url: string) =>
  page.evaluate((address) => caches.match(address).then((response) => response !== undefined), url)

export const buildId = (buildDir: string): string =>
  (JSON.parse(readFileSync(path.join(buildDir, 'build-info.json'), 'utf8')) as { buildId: string }).buildId
