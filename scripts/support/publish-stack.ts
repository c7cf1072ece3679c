import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { HOOK_SIGNATURE_HEADER, hookBody, signHookBody } from '../../server/publish/hook-call'
import { queuedCalls } from '../../server/publish/journal'
import { readBuildHistory, type BuildRecord, type PublishStatus } from '../../server/publish/status'
import { serverCommand } from '../../server/lib/command-line'
import { hookUrl, liveSiteUrl, publishSettings, statusUrl, type PublishSettings } from '../../server/settings'
import { getOnNewConnection, requestOnNewConnection } from './get-on-new-connection'
import { ROOT } from './serve-build'

/** Where a publishing stack runs: its own state folder and ports, around one CMS. */
export interface StackPlace {
  stateDir: string
  sitePort: number
  hookPort: number
  secret: string
  cmsUrl: string
  /** what else its commands get (the bench names the local WordPress it runs: CMS_STATE_DIR) */
  env?: Record<string, string>
}

/** WordPress's hook settings (cms.sh start reads them), or none: WordPress then calls nobody. */
export type WordPressHookSettings = Record<
  'BUILD_HOOK_URL' | 'BUILD_HOOK_SECRET' | 'BUILD_STATUS_URL',
  string
>
export const WITHOUT_HOOK: WordPressHookSettings = {
  BUILD_HOOK_URL: '',
  BUILD_HOOK_SECRET: '',
  BUILD_STATUS_URL: '',
}

export interface HookCallOptions {
  /** 'right' signs with the stack's secret; null sends none; another string is sent as the signature */
  signature?: string | null
  /** the body as is (a replay, a forged one); by default the changes stamped now, as WordPress stamps them */
  body?: string
  /** who the body says called (WordPress's plugin names itself tandem-headless) */
  trigger?: string
}

/**
 * The one driver of the publishing service (server/publish/) for the tests and the bench: the service and nginx
 * started by the server's own command line (server/main.ts) as an install runs them, on the place's ports and
 * state folder, with addresses built by server/settings.ts as the service builds them; signed calls as WordPress
 * makes them; and what the state folder says (builds, logs, status, the live site).
 */
export function publishStack(place: StackPlace) {
  const serviceEnv: Record<string, string> = {
    ...place.env,
    PUBLISH_DIR: place.stateDir,
    PUBLISH_SITE_PORT: String(place.sitePort),
    PUBLISH_HOOK_PORT: String(place.hookPort),
    PUBLISH_SECRET: place.secret,
    // The builds' settings, as the service passes them on.
    CMS_URL: place.cmsUrl,
    CONTACT_FORM_CMS_URL: place.cmsUrl,
  }
  const settings: PublishSettings = publishSettings(serviceEnv)
  const addresses = { site: liveSiteUrl(settings), hook: hookUrl(settings), status: statusUrl(settings) }

  /** A command of the server side, as an install runs it, with this stack's settings (and `env` on top). */
  const server = (args: string[], env: Record<string, string> = {}) =>
    execFileSync(...serverCommand(...args), {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...serviceEnv, ...env },
    })

  const inState = (...parts: string[]) => path.join(place.stateDir, ...parts)
  const builds = (): BuildRecord[] => readBuildHistory(inState('history'))

  return {
    place,
    settings,
    addresses,
    /** the service, supervised as systemd would; `env` changes what its builds see (e.g. CMS_URL) */
    service: (command: 'start' | 'stop', env: Record<string, string> = {}) =>
      server(['service', command], env),
    nginx: (command: 'start' | 'stop') => server(['nginx', command]),
    rollback: () => server(['rollback']),

    /** WordPress's hook settings for this stack: calling its service, signed with `secret` */
    wordPressHook: (secret = place.secret): WordPressHookSettings => ({
      BUILD_HOOK_URL: addresses.hook,
      BUILD_HOOK_SECRET: secret,
      BUILD_STATUS_URL: addresses.status,
    }),

    /** A call as WordPress makes it, on a connection of its own (a restarted service closes those it kept). */
    async callHook(
      changes: unknown[],
      { signature = 'right', body, trigger = 'tandem-headless' }: HookCallOptions = {},
    ): Promise<{ status: number; text: string }> {
      const sent = body ?? hookBody(trigger, changes)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (signature !== null) {
        headers[HOOK_SIGNATURE_HEADER] = signature === 'right' ? signHookBody(sent, place.secret) : signature
      }
      const answer = await requestOnNewConnection(addresses.hook, { method: 'POST', headers, body: sent })
      return { status: answer.status, text: answer.text }
    },

    /** Every build so far, oldest first, from the state folder's history (the status shows the newest ten). */
    builds,
    buildLog: (record: BuildRecord) => readFileSync(inState(record.log), 'utf8'),
    /** the service's log: what it accepted, refused, built and held */
    loopLog: () => readFileSync(inState('logs/build-loop.log'), 'utf8'),
    /** no call waiting and no build under way */
    idle: () =>
      queuedCalls(inState('queue')) === 0 && builds().every((record) => record.outcome !== 'building'),

    /** The status file as nginx serves it, or read from the state folder before nginx runs. */
    async status(): Promise<PublishStatus> {
      if (existsSync(inState('nginx/nginx.pid'))) {
        return JSON.parse((await getOnNewConnection(addresses.status)).text) as PublishStatus
      }
      return JSON.parse(readFileSync(settings.statusFile, 'utf8')) as PublishStatus
    },

    /** A page of the live site, through nginx. */
    async livePage(sitePath: string): Promise<{ status: number; html: string }> {
      const response = await getOnNewConnection(`${addresses.site}${sitePath}`)
      return { status: response.status, html: response.text }
    },

    /** A state folder of its own, with no service or nginx left from a run that was stopped. */
    reset(): void {
      if (existsSync(place.stateDir)) {
        server(['service', 'stop'])
        server(['nginx', 'stop'])
      }
      rmSync(place.stateDir, { recursive: true, force: true })
    },
  }
}

export type PublishStackDriver = ReturnType<typeof publishStack>
