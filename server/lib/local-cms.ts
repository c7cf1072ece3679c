import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The local WordPress of cms/local, driven from Node: `npm run publish:local` and the preview take its address from
 * here; the WordPress tests (tests/cms, tests/preview, tests/publish) and the benchmarks drive it.
 */
export const ROOT = path.resolve(__dirname, '../..')

/** The local CMS's default host and port, from the one file that holds them (cms.sh sources it). */
function addressDefaults(): { host: string; port: string } {
  const text = readFileSync(path.join(ROOT, 'cms/local/address.env'), 'utf8')
  const value = (name: string) => {
    const found = new RegExp(`^${name}=(\\S+)$`, 'm').exec(text)?.[1]
    if (!found) throw new Error(`cms/local/address.env does not set ${name}`)
    return found
  }
  return { host: value('CMS_DEFAULT_HOST'), port: value('CMS_DEFAULT_PORT') }
}

/** The local CMS's address, as `cms.sh url` gives it: CMS_HOST and CMS_PORT, or the defaults. */
export function localCmsUrl(env: NodeJS.ProcessEnv = process.env): string {
  const defaults = addressDefaults()
  const host = (env.CMS_HOST?.trim() || defaults.host).toLowerCase()
  return `http://${host}:${env.CMS_PORT?.trim() || defaults.port}`
}

/** The one place Node code learns the local CMS's address. */
export const CMS_URL = localCmsUrl()

/** The environment for the local CMS's PHP scripts (cms/local/*.php): they load WordPress for this address. */
export const cmsPhpEnvironment = (): NodeJS.ProcessEnv => ({ ...process.env, TANDEM_CMS_URL: CMS_URL })

/** `cms.sh start` on a running CMS only writes its settings again: `environment` changes them (BUILD_HOOK_URL…). */
export function cms(command: 'start' | 'stop' | 'seed', environment: Record<string, string> = {}): void {
  execFileSync('bash', ['cms/local/cms.sh', command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  })
}

/**
 * The administrator's login for wp-admin: TANDEM_CMS_ADMIN_USER (`redacteur`) and TANDEM_CMS_ADMIN_PASSWORD, or
 * the password the local CMS made at its first start (.cms/admin-password).
 */
export function adminLogin(): { user: string; password: string } {
  return {
    user: process.env.TANDEM_CMS_ADMIN_USER ?? 'redacteur',
    password:
      process.env.TANDEM_CMS_ADMIN_PASSWORD ??
      readFileSync(path.join(ROOT, '.cms/admin-password'), 'utf8').trim(),
  }
}

/** The local CMS's accounts for what an Editor and an Author do (cms/local/install.php makes them). */
const ACCOUNTS = { editor: 'eindredacteur', author: 'auteur' } as const

/**
 * The login of the Editor (`eindredacteur`) or the Author (`auteur`) for wp-admin: the password the local CMS made
 * at its first start (.cms/<login>-password).
 */
export function accountLogin(role: 'editor' | 'author'): { user: string; password: string } {
  const user = ACCOUNTS[role]
  return { user, password: readFileSync(path.join(ROOT, `.cms/${user}-password`), 'utf8').trim() }
}

/** The account `npm run cms` creates: an administrator (named `redacteur` unless configured otherwise). */
export function adminAuthorization(): string {
  const user = process.env.TANDEM_CMS_ADMIN_USER ?? 'redacteur'
  const password = readFileSync(path.join(ROOT, '.cms/editor-app-password'), 'utf8').trim()
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
}

/** A REST call as the administrator (application password), as the block editor saves; fails on any error. */
export async function asAdmin<T = Record<string, unknown>>(
  restPath: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${CMS_URL}/wp-json${restPath}`, {
    method,
    headers: { authorization: adminAuthorization(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`${method} ${restPath} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/** WordPress runs due scheduled events when /wp-cron.php is requested (a system cron does this live). */
export async function runWordPressCron(): Promise<void> {
  await fetch(`${CMS_URL}/wp-cron.php?doing_wp_cron`)
}
