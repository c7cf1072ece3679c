import path from 'node:path'
import { besideProject } from './lib/beside-project'
import { localCmsUrl, type LocalCmsConfig } from './lib/local-cms'
import { ROOT } from './lib/root'
import { requireProgram } from './lib/system-programs'

export { ROOT }

/**
 * Every setting of the server side, read from the environment in this one place: no other file of server/ reads
 * process.env (the linter refuses it). The commands of server/main.ts pass them on to what they start: the builds,
 * nginx, WordPress's scripts.
 *
 * Publishing (the service, server/publish/service.ts; its unit file's environment file lists them too):
 *   PUBLISH_DIR        the state folder (default beside the project: <project folder>.publish, outside the folder
 *                      Gatsby's compiler walks on every build): releases/, the `live` link nginx serves, logs/,
 *                      history/, queue/ (the journal of accepted calls), run/, status.json
 *   PUBLISH_HOOK_HOST  address the service receives WordPress's calls on (default 127.0.0.1)
 *   PUBLISH_HOOK_PORT  its port (default 9009); the hook URL is http://HOST:PORT/hooks/publish
 *   PUBLISH_SITE_PORT  port nginx serves the live release on, on 127.0.0.1 (default 9000)
 *   PUBLISH_SECRET     the secret WordPress signs its calls with (TANDEM_BUILD_HOOK_SECRET there)
 *   PUBLISH_KEEP       how many releases are kept (default 5; the live one always)
 *   PUBLISH_BEFORE_SWITCH  a shell command that must pass before a release goes live, with the release's folder in
 *                      PUBLISH_CANDIDATE; unset: nginx -t with the release's own config (server/publish/nginx.ts);
 *                      empty: no check
 *   PUBLISH_AFTER_SWITCH   a shell command run after each switch (e.g. "systemctl reload nginx"); unset: this
 *                      project's nginx reloads; empty: nothing
 *   PUBLISH_ROLLBACK_WAIT  seconds a rollback waits for a build under way (default 900)
 *   PUBLISH_CLOCK_GAP  seconds at least between two of the clock's builds (default 300): authors set the moments
 *                      it builds at, so this bounds how often it builds (clock.ts)
 *   CMS_URL            WordPress's address: the builds read it, the clock runs its cron there
 *
 * The local WordPress (cms/local): CMS_STATE_DIR (default .cms), CMS_HOST, CMS_PORT, TANDEM_CMS_ADMIN_USER,
 * TANDEM_CMS_ADMIN_PASSWORD.
 *
 * The preview (docs/preview.md):
 *   CMS_URL, CMS_PREVIEW_USER, CMS_PREVIEW_PASSWORD, PREVIEW_SECRET, PREVIEW_HOST, PREVIEW_PORT,
 *   PREVIEW_DEVELOP_PORT, PREVIEW_URL
 *
 * `npm run serve:nginx`: PORT, SITE_DIR.
 */

/** The environment for a program the server starts: this one's, without the names listed. */
export function childEnvironment(
  without: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !without.includes(name)))
}

/** A program from Debian's packages, looked up on PATH; a missing one throws with its package's name. */
export const systemProgram = (program: string, env: NodeJS.ProcessEnv = process.env): string =>
  requireProgram(program, env.PATH ?? '')

export interface PublishSettings {
  siteDir: string
  stateDir: string
  releasesDir: string
  /** the symbolic link to the live release: the folder nginx serves */
  liveLink: string
  logsDir: string
  historyDir: string
  queueDir: string
  runDir: string
  statusFile: string
  /** delivery ids of the calls seen lately, with their sent time (refusing replays) */
  deliveriesFile: string
  /** the service's local control socket (rollback asks the service through it) */
  controlSocket: string
  keep: number
  hookHost: string
  hookPort: number
  sitePort: number
  /** a shell command, '' for none, or null for this project's nginx (nginx.ts) */
  beforeSwitch: string | null
  afterSwitch: string | null
  rollbackWaitSeconds: number
  /** the clock's least gap between two of its builds, in seconds */
  clockGapSeconds: number
  /** WordPress's address (its cron is run for scheduled posts), or null when unset */
  cmsUrl: string | null
  /** what the builds and the commands around a switch get: this environment without the hook's secret */
  buildEnvironment: NodeJS.ProcessEnv
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number, why: string): number {
  const raw = env[name]?.trim()
  const value = raw ? Number(raw) : fallback
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least} (${why}), not "${raw}"`)
  }
  return value
}

const port = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  whole(env, name, fallback, 1, 'a TCP port')

/** Unset: null (the project's own nginx step); set: the command as written, '' for none. */
const command = (value: string | undefined): string | null => (value === undefined ? null : value.trim())

export function publishSettings(env: NodeJS.ProcessEnv = process.env): PublishSettings {
  const stateDir = path.resolve(ROOT, env.PUBLISH_DIR?.trim() || besideProject('publish'))
  return {
    siteDir: ROOT,
    stateDir,
    releasesDir: path.join(stateDir, 'releases'),
    liveLink: path.join(stateDir, 'live'),
    logsDir: path.join(stateDir, 'logs'),
    historyDir: path.join(stateDir, 'history'),
    queueDir: path.join(stateDir, 'queue'),
    runDir: path.join(stateDir, 'run'),
    statusFile: path.join(stateDir, 'status.json'),
    deliveriesFile: path.join(stateDir, 'deliveries.json'),
    controlSocket: path.join(stateDir, 'run', 'control.sock'),
    keep: whole(env, 'PUBLISH_KEEP', 5, 2, 'the live release and one to go back to'),
    hookHost: env.PUBLISH_HOOK_HOST?.trim() || '127.0.0.1',
    hookPort: port(env, 'PUBLISH_HOOK_PORT', 9009),
    sitePort: port(env, 'PUBLISH_SITE_PORT', 9000),
    beforeSwitch: command(env.PUBLISH_BEFORE_SWITCH),
    afterSwitch: command(env.PUBLISH_AFTER_SWITCH),
    rollbackWaitSeconds: whole(env, 'PUBLISH_ROLLBACK_WAIT', 900, 0, 'seconds'),
    clockGapSeconds: whole(env, 'PUBLISH_CLOCK_GAP', 300, 60, 'seconds between two of the clock’s builds'),
    cmsUrl: env.CMS_URL?.trim().replace(/\/+$/, '') || null,
    buildEnvironment: childEnvironment(['PUBLISH_SECRET'], env),
  }
}

/** Where the service receives WordPress's calls. */
export const HOOK_PATH = '/hooks/publish'
export const hookUrl = (settings: PublishSettings) =>
  `http://${settings.hookHost}:${settings.hookPort}${HOOK_PATH}`
export const liveSiteUrl = (settings: PublishSettings) => `http://127.0.0.1:${settings.sitePort}`
export const statusUrl = (settings: PublishSettings) => `${liveSiteUrl(settings)}/_publish/status.json`

/**
 * The shared secret of WordPress and the service. Refused when anyone could guess it, or when it could not go
 * into an environment file or wp-config.php as it is.
 */
export function publishSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PUBLISH_SECRET ?? ''
  if (!/^[A-Za-z0-9._~-]{32,128}$/.test(secret)) {
    throw new Error('PUBLISH_SECRET must be 32 to 128 letters, digits or . _ ~ - (e.g. openssl rand -hex 32)')
  }
  return secret
}

export interface PreviewSettings {
  cmsUrl: string
  user: string
  /** the preview account's application password; null: the local WordPress's (in .cms/) */
  password: string | null
  /** the secret WordPress signs preview links with; null: the local WordPress's (in .cms/) */
  secret: string | null
  host: string
  port: number
  developPort: number
  /** the preview's public address, when it is served through a proxy (https: marks its cookie Secure) */
  publicUrl: string
}

/** The local WordPress of cms/local (`npm run cms`): its address, its folder and its administrator. */
export function localCmsConfig(env: NodeJS.ProcessEnv = process.env): LocalCmsConfig {
  return {
    url: localCmsUrl(env.CMS_HOST, env.CMS_PORT),
    stateDir: path.resolve(ROOT, env.CMS_STATE_DIR?.trim() || '.cms'),
    adminUser: env.TANDEM_CMS_ADMIN_USER?.trim() || 'redacteur',
    adminPassword: env.TANDEM_CMS_ADMIN_PASSWORD?.trim() || null,
    environment: childEnvironment([], env),
  }
}

/** `npm run serve:nginx`: which build it serves, on which port. */
export function serveNginxSettings(env: NodeJS.ProcessEnv = process.env): {
  port: number
  siteDir: string | null
} {
  return {
    port: port(env, 'PORT', 9000),
    siteDir: env.SITE_DIR?.trim() ? path.resolve(ROOT, env.SITE_DIR.trim()) : null,
  }
}

export function previewSettings(env: NodeJS.ProcessEnv = process.env): PreviewSettings {
  const previewPort = port(env, 'PREVIEW_PORT', 8400)
  return {
    cmsUrl: env.CMS_URL?.trim() || localCmsUrl(env.CMS_HOST, env.CMS_PORT),
    user: env.CMS_PREVIEW_USER?.trim() || 'voorvertoning',
    password: env.CMS_PREVIEW_PASSWORD?.trim() || null,
    secret: env.PREVIEW_SECRET?.trim() || null,
    host: env.PREVIEW_HOST?.trim() || '127.0.0.1',
    port: previewPort,
    developPort: port(env, 'PREVIEW_DEVELOP_PORT', previewPort + 1),
    publicUrl: env.PREVIEW_URL?.trim() ?? '',
  }
}
