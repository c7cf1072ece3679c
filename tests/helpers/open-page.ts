import type { Page } from '@playwright/test'

/**
 * Opens a page and waits until React has taken over the server-rendered HTML (gatsby-browser marks <html>
 * with data-interactive), so a test does not type into or click on markup that nothing listens to yet.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
}
