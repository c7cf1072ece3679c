import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './root'

/**
 * The local WordPress of cms/local, driven from Node: `npm run publish:local` and the preview take its address from
 * here; the WordPress tests (tests/cms, tests/preview, tests/publish) and the benchmarks drive it. Its settings come
 * from server/settings.ts (localCmsConfig), which reads them from the environment.
 */
export interface LocalCmsConfig {
  url: string
  /** its folder: .cms, or CMS_STATE_DIR (the benchmark's 10,000-item CMS lives in another) */
  stateDir: string
  adminUser: string
  /** TANDEM_CMS_ADMIN_PASSWORD, or null: the password the CMS made at its first start (in its folder) */
  adminPassword: string | null
  /** the environment cms.sh and WordPress's PHP scripts get */
  environment: NodeJS.ProcessEnv
}

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
export function localCmsUrl(host?: string, port?: string): string {
  const defaults = addressDefaults()
  return `http://${(host?.trim() || defaults.host).toLowerCase()}:${port?.trim() || defaults.port}`
}

/** The local CMS's accounts for what an Editor and an Author do (cms/local/install.php makes them). */
const ACCOUNTS = { editor: 'eindredacteur', author: 'auteur' } as const

export interface LocalCms {
  url: string
  stateDir: string
  /** The environment for the local CMS's PHP scripts (cms/local/*.php): they load WordPress for this address. */
  phpEnvironment(): NodeJS.ProcessEnv
  /** `cms.sh <command>`; `start` on a running CMS only writes its settings again: `environment` changes them. */
  run(
    command: 'start' | 'stop' | 'seed' | 'status',
    environment?: Record<string, string>,
    quiet?: boolean,
  ): number
  /** The administrator's login for wp-admin (`redacteur` unless configured otherwise). */
  adminLogin(): { user: string; password: string }
  /** The login of the Editor (`eindredacteur`) or the Author (`auteur`) for wp-admin. */
  accountLogin(role: 'editor' | 'author'): { user: string; password: string }
  /** Basic authorization with the administrator's application password, as the block editor saves. */
  adminAuthorization(): string
  /** A REST call as the administrator (application password), as the block editor saves; fails on any error. */
  asAdmin<T = Record<string, unknown>>(
    restPath: string,
    options?: { method?: string; body?: unknown },
  ): Promise<T>
}

export function localCms(config: LocalCmsConfig): LocalCms {
  const stateFile = (name: string) => readFileSync(path.join(config.stateDir, name), 'utf8').trim()
  const adminAuthorization = () =>
    `Basic ${Buffer.from(`${config.adminUser}:${stateFile('editor-app-password')}`).toString('base64')}`
  return {
    url: config.url,
    stateDir: config.stateDir,
    phpEnvironment: () => ({ ...config.environment, TANDEM_CMS_URL: config.url }),
    run(command, environment = {}, quiet = false) {
      try {
        execFileSync('bash', ['cms/local/cms.sh', command], {
          cwd: ROOT,
          stdio: quiet ? 'ignore' : 'inherit',
          env: { ...config.environment, CMS_STATE_DIR: config.stateDir, ...environment },
        })
        return 0
      } catch (error) {
        const status = (error as { status?: number | null }).status
        if (command !== 'status' && !quiet) throw error
        return typeof status === 'number' ? status : 1
      }
    },
    adminLogin: () => ({
      user: config.adminUser,
      password: config.adminPassword ?? stateFile('admin-password'),
    }),
    accountLogin: (role) => {
      const user = ACCOUNTS[role]
      return { user, password: stateFile(`${user}-password`) }
    },
    adminAuthorization,
    async asAdmin<T>(restPath: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}) {
      const response = await fetch(`${config.url}/wp-json${restPath}`, {
        method,
        headers: { authorization: adminAuthorization(), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      if (!response.ok)
        throw new Error(`${method} ${restPath} answered ${response.status}: ${text.slice(0, 300)}`)
      return JSON.parse(text) as T
    },
  }
}
