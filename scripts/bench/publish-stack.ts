import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { HOOK_SIGNATURE_HEADER, hookBody, signHookBody } from '../../server/publish/hook-call'
import { readBuildHistory, type BuildRecord } from '../../server/publish/status'
import { serverCommand } from '../../server/lib/command-line'
import { localCmsConfig } from '../../server/settings'
import { ROOT } from '../support/serve-build'
import { BENCH_DATA_DIR } from './bench-data'
import { publishStackAddresses, publishStackEnvironment } from '../support/publish-stack-environment'

/**
 * The publishing loop as `npm run publish:local` runs it (server/publish/), on the benchmark's own ports and
 * state folder, around one local WordPress (CMS_STATE_DIR picks which: the demo's or the 10,000 items').
 */
export const CMS = localCmsConfig().url
export const STATE_DIR = path.join(BENCH_DATA_DIR, 'publish')
const PLACE = {
  stateDir: STATE_DIR,
  sitePort: 9310,
  hookPort: 9311,
  secret: randomBytes(32).toString('hex'),
  cmsUrl: CMS,
}
const ADDRESSES = publishStackAddresses(PLACE)
export const SITE = ADDRESSES.site

export interface PublishStack {
  cmsStateDir: string
  /** a REST call as the administrator (the application password of this CMS) */
  asAdmin(restPath: string, body: unknown): Promise<void>
  /** a product's title as WordPress has it now */
  title(id: number): Promise<string>
  /** a signed call without changes, as publish:local's first release */
  publishNow(): Promise<void>
  builds(): BuildRecord[]
  stop(): void
}

const env = (cmsStateDir: string) => ({
  ...process.env,
  CMS_STATE_DIR: cmsStateDir,
  ...publishStackEnvironment(PLACE),
})

const run = (cmsStateDir: string, program: string, args: string[]) =>
  execFileSync(program, args, { cwd: ROOT, stdio: 'inherit', env: env(cmsStateDir) })

/** A command of the server side (server/main.ts), as an install runs it. */
const server = (cmsStateDir: string, ...args: string[]) => run(cmsStateDir, ...serverCommand(...args))

export const cmsCommand = (cmsStateDir: string, command: string, ...args: string[]) =>
  run(cmsStateDir, 'bash', ['cms/local/cms.sh', command, ...args])

export function startStack(cmsStateDir: string): PublishStack {
  cmsCommand(cmsStateDir, 'start')
  server(cmsStateDir, 'service', 'start')
  const password = readFileSync(path.join(cmsStateDir, 'editor-app-password'), 'utf8').trim()
  const authorization = `Basic ${Buffer.from(`redacteur:${password}`).toString('base64')}`
  return {
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
      const body = hookBody('bench', [])
      const response = await fetch(ADDRESSES.hook, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HOOK_SIGNATURE_HEADER]: signHookBody(body, PLACE.secret),
        },
        body,
      })
      if (response.status !== 202) throw new Error(`The publishing service answered ${response.status}`)
    },
    builds: () => readBuildHistory(path.join(STATE_DIR, 'history')),
    stop() {
      server(cmsStateDir, 'nginx', 'stop')
      server(cmsStateDir, 'service', 'stop')
      cmsCommand(cmsStateDir, 'stop')
    },
  }
}

export const startNginx = (stack: PublishStack) => server(stack.cmsStateDir, 'nginx', 'start')
