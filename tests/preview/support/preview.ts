import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { systemProgram } from '../../../server/settings'
import { signPreviewToken, type PreviewClaims } from '../../../server/preview/token'
import { adminLogin, cmsPhpEnvironment, CMS_URL, ROOT } from '../../helpers/local-cms'
import { logInToWordPress } from '../../helpers/wp-admin'

export const PREVIEW_URL = `http://127.0.0.1:${process.env.PREVIEW_PORT ?? '8400'}`
/** The development server behind the gate, on the loopback address only (server/preview/start.ts). */
export const DEVELOP_URL = `http://127.0.0.1:${process.env.PREVIEW_DEVELOP_PORT ?? Number(process.env.PREVIEW_PORT ?? 8400) + 1}`

/** The secret the local CMS signs preview links with (cms.sh writes it). */
export const previewSecret = () => readFileSync(path.join(ROOT, '.cms/preview-secret'), 'utf8').trim()

export const signedToken = (claims: Partial<PreviewClaims>, secret = previewSecret()) =>
  signPreviewToken(
    { type: 'page', id: 1, path: '/', version: '', exp: Math.floor(Date.now() / 1000) + 600, ...claims },
    secret,
  )

/** Where WordPress's Preview button leads for an item (the link the plugin puts on it). */
export const previewButtonUrl = (id: number) =>
  `${CMS_URL}/wp-admin/admin-post.php?action=tandem_preview&post=${id}`

/**
 * Logs the browser in to wp-admin as the local CMS's administrator. The preview project's browser finds no host
 * but this machine (playwright.config.ts), so what wp-admin asks of other hosts fails at once.
 */
export const logIn = (page: Page): Promise<void> => logInToWordPress(page, adminLogin())

export interface PluginPaths {
  places: Record<string, string>
  items: Array<{ type: string; id: number; status: string; path: string | null; version: string }>
}

/** The WordPress plugin's preview paths of every item, and its copy of the route table. */
export function pluginPaths(): PluginPaths {
  const output = execFileSync(systemProgram('php'), ['cms/local/preview-paths.php'], {
    cwd: ROOT,
    env: cmsPhpEnvironment(),
  })
  return JSON.parse(output.toString()) as PluginPaths
}
