import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { cms, CMS_URL, ROOT, runWordPressCron } from './local-cms'
import { getOnNewConnection, requestOnNewConnection } from '../../scripts/support/get-on-new-connection'
import {
  HOOK_SIGNATURE_HEADER,
  hookBody as hookBodyAsWordPressWritesIt,
  signHookBody,
} from '../../server/publish/hook-call'
import { queuedCalls } from '../../server/publish/journal'
import { readBuildHistory, type BuildRecord, type PublishStatus } from '../../server/publish/status'
import { serverCommand } from '../../server/lib/command-line'
import { pausePublishing, readPause } from '../../server/publish/pause'
import { liveRelease } from '../../server/publish/releases'
import { publishSettings } from '../../server/settings'
import {
  publishStackAddresses,
  publishStackEnvironment,
} from '../../scripts/support/publish-stack-environment'

/** Publishing (server/publish/) on its own ports and state folder, as a server would run them. */
export const SITE_PORT = Number(process.env.PUBLISH_TEST_SITE_PORT ?? 9110)
export const HOOK_PORT = Number(process.env.PUBLISH_TEST_HOOK_PORT ?? 9111)
export const STATE_DIR = path.join(ROOT, '.test-builds/publish')
export const SECRET = randomBytes(32).toString('hex')
// The build's CMS: the same as the WordPress group's last build, so the first build here starts from its cache.
const PLACE = {
  stateDir: STATE_DIR,
  sitePort: SITE_PORT,
  hookPort: HOOK_PORT,
  secret: SECRET,
  cmsUrl: CMS_URL,
}
const ADDRESSES = publishStackAddresses(PLACE)
export const SITE = ADDRESSES.site
export const HOOK_URL = ADDRESSES.hook
export const STATUS_URL = ADDRESSES.status

/** The service's and nginx's settings; WordPress's hook settings are apart (withHookSecret). */
const {
  BUILD_HOOK_URL: _hook,
  BUILD_HOOK_SECRET: _secret,
  BUILD_STATUS_URL: _status,
  ...baseEnv
} = publishStackEnvironment(PLACE)

/** A command of the server side (server/main.ts), as a server runs it, with this stack's settings. */
function server(args: string[], env: Record<string, string> = {}): void {
  execFileSync(...serverCommand(...args), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, ...env },
  })
}

/** The publishing service, supervised as systemd would; `env` changes what its builds see (e.g. CMS_URL). */
export const service = (command: 'start' | 'stop', env: Record<string, string> = {}) =>
  server(['service', command], env)
export const nginx = (command: 'start' | 'stop') => server(['nginx', command])
export const rollback = () => server(['rollback'])

/** WordPress's hook settings (cms.sh start): calling this stack's receiver, signed with `secret`. */
export const withHookSecret = (secret: string) => ({
  BUILD_HOOK_URL: HOOK_URL,
  BUILD_HOOK_SECRET: secret,
  BUILD_STATUS_URL: STATUS_URL,
})
/** WordPress calling nobody, as the other WordPress tests expect it. */
export const WITHOUT_HOOK = { BUILD_HOOK_URL: '', BUILD_HOOK_SECRET: '', BUILD_STATUS_URL: '' }

/**
 * With the service started: WordPress given the hook, the first release as `npm run publish:local` makes it (a
 * call without changes), and nginx serving it.
 */
export async function publishFirstRelease(): Promise<void> {
  cms('start', withHookSecret(SECRET))
  const call = await callHook([])
  if (call.status !== 202) throw new Error(`The first call answered ${call.status}: ${call.text}`)
  const [first] = await buildsAnswering(0, 1)
  if (first?.outcome !== 'succeeded') throw new Error(`The first build failed: ${JSON.stringify(first)}`)
  nginx('start')
}

/**
 * Publishing paused, as after `npm run rollback` (the publishing group ends so): saves are held until an
 * administrator presses "Nu publiceren". Pauses it when it is not.
 */
export function ensurePaused(): void {
  const settings = publishSettings({ ...process.env, ...baseEnv })
  if (readPause(settings)) return
  const live = liveRelease(settings.liveLink)
  if (live === null) throw new Error(`No live release in ${STATE_DIR}: run the publishing group first`)
  pausePublishing(settings, live)
}

/** A state folder of its own, with no service or nginx left from a run that was stopped. */
export function resetState(): void {
  if (existsSync(STATE_DIR)) {
    service('stop')
    nginx('stop')
  }
  rmSync(STATE_DIR, { recursive: true, force: true })
}

export const sign = (body: string, secret = SECRET) => signHookBody(body, secret)

/** A call's body as WordPress writes it (tandem-headless is the trigger WordPress names). */
export const hookBody = (changes: unknown[], sentMs = Date.now()) =>
  hookBodyAsWordPressWritesIt('tandem-headless', changes, sentMs)

/** A call as WordPress makes it (or with another signature, or none; or a body given as is). */
export async function callHook(
  changes: unknown[],
  signature: string | null = 'right',
  body = hookBody(changes),
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature !== null) headers[HOOK_SIGNATURE_HEADER] = signature === 'right' ? sign(body) : signature
  // On a connection of its own: the tests stop and start the service, which closes the connections it kept.
  const answer = await requestOnNewConnection(HOOK_URL, { method: 'POST', headers, body })
  return { status: answer.status, text: answer.text }
}

/** The status file as nginx serves it, or read from the state folder before nginx runs. */
export async function status(): Promise<PublishStatus> {
  if (existsSync(path.join(STATE_DIR, 'nginx/nginx.pid'))) {
    return JSON.parse((await getOnNewConnection(STATUS_URL)).text) as PublishStatus
  }
  return JSON.parse(readFileSync(path.join(STATE_DIR, 'status.json'), 'utf8')) as PublishStatus
}

/** Every build so far, oldest first, from the state folder's history (the status shows the newest ten). */
export const builds = (): BuildRecord[] => readBuildHistory(path.join(STATE_DIR, 'history'))

export const buildLog = (record: BuildRecord) => readFileSync(path.join(STATE_DIR, record.log), 'utf8')

/** How many calls the service accepted, from its log. */
export function acceptedCalls(): number {
  const log = path.join(STATE_DIR, 'logs/build-loop.log')
  return existsSync(log) ? (readFileSync(log, 'utf8').match(/\[publish\] accepted a call/g) ?? []).length : 0
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for `condition`. WordPress sends its call at the end of the save itself, so nothing else is asked of
 * it; with `cron`, WordPress's cron is requested meanwhile (as a system cron does on a server), for a failed
 * call's retry. Gives up after `limitMs` with the last status in the error.
 */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T | null | undefined | false>,
  { cron = false, limitMs = 8 * 60_000 }: { cron?: boolean; limitMs?: number } = {},
): Promise<T> {
  const until = Date.now() + limitMs
  for (;;) {
    // A request nginx drops while it reloads (an old worker closing a kept-alive connection) is asked again.
    const result = await condition().catch(() => null)
    if (result) return result
    if (Date.now() > until) {
      const last = existsSync(path.join(STATE_DIR, 'status.json'))
        ? readFileSync(path.join(STATE_DIR, 'status.json'), 'utf8')
        : 'none'
      throw new Error(`Waited in vain for ${what}. Status: ${last.slice(0, 3000)}`)
    }
    if (cron) await runWordPressCron()
    await sleep(cron ? 500 : 200)
  }
}

/**
 * Waits until the builds after the first `after` have answered `hooks` calls between them and are finished;
 * returns those builds.
 */
export const buildsAnswering = (after: number, hooks: number, options: { cron?: boolean } = {}) =>
  waitFor(
    `builds answering ${hooks} call(s)`,
    async () => {
      const since = builds().slice(after)
      const answered = since.reduce((sum, record) => sum + record.hooks, 0)
      const finished = since.every((record) => record.outcome !== 'building')
      return answered >= hooks && finished && queuedCalls(path.join(STATE_DIR, 'queue')) === 0 ? since : null
    },
    options,
  )

/** Waits until the build loop has taken every queued call and finished its builds. */
export const queueTaken = () =>
  waitFor('the queue to be taken', async () => {
    const queued = queuedCalls(path.join(STATE_DIR, 'queue'))
    return queued === 0 && builds().every((record) => record.outcome !== 'building')
  })

/** The service's log: what it accepted, refused, built and held. */
export const loopLog = () => readFileSync(path.join(STATE_DIR, 'logs/build-loop.log'), 'utf8')

/** A page of the live site, through nginx. */
export async function livePage(sitePath: string): Promise<{ status: number; html: string }> {
  const response = await getOnNewConnection(`${SITE}${sitePath}`)
  return { status: response.status, html: response.text }
}
