import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cms, CMS_URL, ROOT, runWordPressCron } from './local-cms'
import { hookBody as hookBodyAsWordPressWritesIt, signHookBody } from '../../server/publish/hook-call'
import { pausePublishing, readPause } from '../../server/publish/pause'
import { liveRelease } from '../../server/publish/releases'
import { publishStack, WITHOUT_HOOK } from '../../scripts/support/publish-stack'

/**
 * The tests' publishing stack: the one driver (scripts/support/publish-stack.ts) on the tests' own ports and state
 * folder, and the waits the suites share.
 */
export const STATE_DIR = path.join(ROOT, '.test-builds/publish')
export const SECRET = randomBytes(32).toString('hex')
const stack = publishStack({
  stateDir: STATE_DIR,
  sitePort: Number(process.env.PUBLISH_TEST_SITE_PORT ?? 9110),
  hookPort: Number(process.env.PUBLISH_TEST_HOOK_PORT ?? 9111),
  secret: SECRET,
  // The build's CMS: the same as the WordPress group's last build, so the first build here starts from its cache.
  cmsUrl: CMS_URL,
})
export const SITE = stack.addresses.site

export { WITHOUT_HOOK }
export const { service, nginx, rollback, builds, buildLog, loopLog, status, livePage } = stack
export const resetState = stack.reset
/** WordPress's hook settings (cms.sh start): calling this stack's service, signed with `secret`. */
export const withHookSecret = (secret: string) => stack.wordPressHook(secret)

/** A call's body as WordPress writes it (tandem-headless is the trigger WordPress names). */
export const hookBody = (changes: unknown[], sentMs = Date.now()) =>
  hookBodyAsWordPressWritesIt('tandem-headless', changes, sentMs)
export const sign = (body: string, secret = SECRET) => signHookBody(body, secret)

/** A call as WordPress makes it (or with another signature, or none; or a body given as is). */
export const callHook = (changes: unknown[], signature: string | null = 'right', body?: string) =>
  stack.callHook(changes, { signature, body })

/** How many calls the service accepted, from its log. */
export function acceptedCalls(): number {
  const log = path.join(STATE_DIR, 'logs/build-loop.log')
  return existsSync(log) ? (readFileSync(log, 'utf8').match(/\[publish\] accepted a call/g) ?? []).length : 0
}

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
  if (readPause(stack.settings)) return
  const live = liveRelease(stack.settings.liveLink)
  if (live === null) throw new Error(`No live release in ${STATE_DIR}: run the publishing group first`)
  pausePublishing(stack.settings, live)
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
      const last = existsSync(stack.settings.statusFile)
        ? readFileSync(stack.settings.statusFile, 'utf8')
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
      return answered >= hooks && stack.idle() ? since : null
    },
    options,
  )

/** Waits until the build loop has taken every queued call and finished its builds. */
export const queueTaken = () => waitFor('the queue to be taken', async () => stack.idle())
