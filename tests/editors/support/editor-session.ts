import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { accountLogin, adminLogin, asAdmin, CMS_URL } from '../../helpers/local-cms'
import { logInToWordPress } from '../../helpers/wp-admin'

/**
 * The local WordPress's accounts: an Editor and an Author for what editors and authors do (cms/local/install.php
 * makes them), and the administrator for the settings.
 */
export type Account = 'editor' | 'author' | 'administrator'

/** Logs the browser in to wp-admin with an account's login, through the login form (cookies of another go first). */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.context().clearCookies()
  await logInToWordPress(page, account === 'administrator' ? adminLogin() : accountLogin(account))
}

/** The block editor for an item, or a new item of a type, with its welcome guide closed for good. */
export async function openEditor(page: Page, target: { id: number } | { newOf: string }): Promise<void> {
  const address =
    'id' in target ? `post.php?post=${target.id}&action=edit` : `post-new.php?post_type=${target.newOf}`
  await page.goto(`${CMS_URL}/wp-admin/${address}`)
  await page.waitForFunction(() => window.wp?.data?.select('core/editor')?.getCurrentPostId() != null)
  await page.evaluate(() => {
    window.wp.data.dispatch('core/preferences').set('core/edit-post', 'welcomeGuide', false)
    window.wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/document')
  })
}

/** Opens a panel of the editor's sidebar (WordPress remembers closed panels per user). */
export async function openPanel(page: Page, panel: string): Promise<void> {
  await page.evaluate((name) => {
    const { select, dispatch } = window.wp.data
    if (!select('core/edit-post').isEditorPanelOpened(name))
      dispatch('core/edit-post').toggleEditorPanelOpened(name)
  }, panel)
}

/** A post type's labels as WordPress gives them to its editor. */
export async function labelsOf(type: string): Promise<Record<string, string>> {
  return (await asAdmin<{ labels: Record<string, string> }>(`/wp/v2/types/${type}?context=edit`)).labels
}

/** Screenshots for docs/editors.md, written only when EDITORS_SCREENSHOTS names a folder (1366 px wide). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.EDITORS_SCREENSHOTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${name}.png`) })
}

/** WordPress's data stores in wp-admin, as far as these tests use them. */
interface WordPressData {
  select(store: 'core/editor'): {
    getCurrentPostId(): number | null
    getCurrentPostAttribute(name: string): unknown
  }
  select(store: 'core/edit-post'): { isEditorPanelOpened(name: string): boolean }
  dispatch(store: 'core/preferences'): { set(scope: string, name: string, value: unknown): void }
  dispatch(store: 'core/edit-post'): {
    openGeneralSidebar(name: string): void
    toggleEditorPanelOpened(name: string): void
  }
}

declare global {
  interface Window {
    wp: { data: WordPressData }
  }
}
