import type { Page } from '@playwright/test'

/**
 * Opens a page and waits until React has taken over the server-rendered HTML (gatsby-browser marks <html>
 * with data-interactive), so a test does not type into or click on markup that nothing listens to yet.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
}

/** Waits until the page has rendered `count` more frames (React commits what it scheduled within a frame). */
export async function renderedFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)
}

/** Waits until every CSS animation and transition running on the page has finished. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
}

/**
 * Starts listening for the next `type` event on the window, before the action that causes it; `await` the
 * result's `happened()` after the action.
 */
export async function nextWindowEvent(page: Page, type: string): Promise<{ happened: () => Promise<void> }> {
  const listening = await page.evaluateHandle(
    (eventType) => ({
      event: new Promise<void>((resolve) => addEventListener(eventType, () => resolve(), { once: true })),
    }),
    type,
  )
  return { happened: () => listening.evaluate((handle) => handle.event) }
}
