import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { localCmsConfig } from '../../server/settings'
import { publishStack, type PublishStackDriver } from '../support/publish-stack'
import { ROOT } from '../support/serve-build'
import { BENCH_DATA_DIR } from './bench-data'

/**
 * The bench's publishing stack: the one driver (scripts/support/publish-stack.ts) on the benchmark's own ports and
 * state folder, around one local WordPress (CMS_STATE_DIR picks which: the demo's or the 10,000 items').
 */
export const CMS = localCmsConfig().url
export const STATE_DIR = path.join(BENCH_DATA_DIR, 'publish')
const SECRET = randomBytes(32).toString('hex')
const driverFor = (cmsStateDir: string) =>
  publishStack({
    stateDir: STATE_DIR,
    sitePort: 9310,
    hookPort: 9311,
    secret: SECRET,
    cmsUrl: CMS,
    env: { CMS_STATE_DIR: cmsStateDir },
  })

export interface PublishStack {
  driver: PublishStackDriver
  cmsStateDir: string
  /** a REST call as the administrator (the application password of this CMS) */
  asAdmin(restPath: string, body: unknown): Promise<void>
  /** a product's title as WordPress has it now */
  title(id: number): Promise<string>
  /** a signed call without changes, as publish:local's first release */
  publishNow(): Promise<void>
  stop(): void
}

/**
 * The local WordPress's own command (start, seed, stop) on the WordPress of `cmsStateDir`, which calls the bench's
 * publishing service.
 */
export const cmsCommand = (cmsStateDir: string, command: string, ...args: string[]) =>
  execFileSync('bash', ['cms/local/cms.sh', command, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CMS_STATE_DIR: cmsStateDir, ...driverFor(cmsStateDir).wordPressHook() },
  })

export function startStack(cmsStateDir: string): PublishStack {
  const driver = driverFor(cmsStateDir)
  cmsCommand(cmsStateDir, 'start')
  driver.service('start')
  const password = readFileSync(path.join(cmsStateDir, 'editor-app-password'), 'utf8').trim()
  const authorization = `Basic ${Buffer.from(`redacteur:${password}`).toString('base64')}`
  return {
    driver,
    cmsStateDir,
    async asAdmin(restPath, body) {
      const response = await fetch(`${CMS}/wp-json${restPath}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`POST ${restPath} answered ${response.status}`)
    },
    async title(id) {
      const response = await fetch(`${CMS}/wp-json/wp/v2/products/${id}?_fields=title&context=edit`, {
        headers: { authorization },
      })
      return ((await response.json()) as { title: { raw: string } }).title.raw
    },
    async publishNow() {
      // Stamped as WordPress stamps its calls: the service refuses a call without a fresh time and delivery id.
      const call = await driver.callHook([], { trigger: 'bench' })
      if (call.status !== 202) throw new Error(`The publishing service answered ${call.status}`)
    },
    stop() {
      driver.nginx('stop')
      driver.service('stop')
      cmsCommand(cmsStateDir, 'stop')
    },
  }
}
