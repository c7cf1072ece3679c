import { localCms } from '../../server/lib/local-cms'
import { localCmsConfig } from '../../server/settings'

/** The local CMS as the WordPress tests use it (started and seeded by `npm run test:cms`). */
export { ROOT } from '../../server/lib/root'

const local = localCms(localCmsConfig())

export const CMS_URL = local.url
export const cmsPhpEnvironment = () => local.phpEnvironment()
export const adminLogin = () => local.adminLogin()
export const accountLogin = (role: 'editor' | 'author') => local.accountLogin(role)
export const adminAuthorization = () => local.adminAuthorization()

/** `cms.sh start` on a running CMS only writes its settings again: `environment` changes them (BUILD_HOOK_URL…). */
export function cms(command: 'start' | 'stop' | 'seed', environment: Record<string, string> = {}): void {
  local.run(command, environment)
}

/** A REST call as the administrator (application password), as the block editor saves; fails on any error. */
export const asAdmin = <T = Record<string, unknown>>(
  restPath: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> => local.asAdmin<T>(restPath, options)

/** WordPress runs due scheduled events when /wp-cron.php is requested (a system cron does this live). */
export async function runWordPressCron(): Promise<void> {
  await fetch(`${CMS_URL}/wp-cron.php?doing_wp_cron`)
}

/** A value no earlier test run has used, to find this run's entries. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
