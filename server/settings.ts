import path from 'node:path'
import { besideProject } from './lib/beside-project'
import { localCmsUrl } from './lib/local-cms'

/** The project: builds run here, into its public/, with its Gatsby cache. */
export const ROOT = path.resolve(__dirname, '..')

/**
 * Every setting of publishing and the preview, read from the environment in this one place (the commands of
 * server/main.ts pass them on to what they start: webhook, nginx, the builds).
 *
 * Publishing:
 *   PUBLISH_DIR        the state folder (default beside the project: <project folder>.publish, outside the folder
 *                      Gatsby's compiler walks on every build): releases/, the `live` link nginx serves, logs/,
 *                      history/, queue/, status.json
 *   PUBLISH_HOOK_HOST  address the hook receiver listens on (default 127.0.0.1)
 *   PUBLISH_HOOK_PORT  its port (default 9009); the hook URL is http://HOST:PORT/hooks/publish
 *   PUBLISH_SITE_PORT  port nginx serves the live release on, on 127.0.0.1 (default 9000)
 *   PUBLISH_SECRET     the secret WordPress signs its calls with (TANDEM_BUILD_HOOK_SECRET there)
 *   PUBLISH_KEEP       how many releases are kept (default 5; the live one always)
 *   PUBLISH_BEFORE_SWITCH  a shell command that must pass before a release goes live, with the release's folder in
 *                      PUBLISH_CANDIDATE; unset: nginx -t with the release's own config (server/publish/nginx.ts);
 *                      empty: no check
 *   PUBLISH_AFTER_SWITCH   a shell command run after each switch (e.g. "systemctl reload nginx"); unset: this
 *                      project's nginx reloads; empty: nothing
 *   PUBLISH_LOCK_WAIT  seconds a call waits for the build lock before leaving its entry queued (default 3600)
 *   PUBLISH_ROLLBACK_WAIT  seconds a rollback waits for a build under way (default 900)
 *
 * The preview (docs/preview.md):
 *   CMS_URL, CMS_PREVIEW_USER, CMS_PREVIEW_PASSWORD, PREVIEW_SECRET, PREVIEW_HOST, PREVIEW_PORT,
 *   PREVIEW_DEVELOP_PORT, PREVIEW_URL
 */
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
  /** delivery ids of the calls seen lately (refusing replays) */
  deliveriesFile: string
  lockFile: string
  keep: number
  hookHost: string
  hookPort: number
  sitePort: number
  /** a shell command, '' for none, or null for this project's nginx (nginx.ts) */
  beforeSwitch: string | null
  afterSwitch: string | null
  lockWaitSeconds: number
  rollbackWaitSeconds: number
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
    lockFile: path.join(stateDir, 'build.lock'),
    keep: whole(env, 'PUBLISH_KEEP', 5, 2, 'the live release and one to go back to'),
    hookHost: env.PUBLISH_HOOK_HOST?.trim() || '127.0.0.1',
    hookPort: port(env, 'PUBLISH_HOOK_PORT', 9009),
    sitePort: port(env, 'PUBLISH_SITE_PORT', 9000),
    beforeSwitch: command(env.PUBLISH_BEFORE_SWITCH),
    afterSwitch: command(env.PUBLISH_AFTER_SWITCH),
    lockWaitSeconds: whole(env, 'PUBLISH_LOCK_WAIT', 3600, 0, 'seconds'),
    rollbackWaitSeconds: whole(env, 'PUBLISH_ROLLBACK_WAIT', 900, 0, 'seconds'),
  }
}

export const hookUrl = (settings: PublishSettings) =>
  `http://${settings.hookHost}:${settings.hookPort}/hooks/publish`
export const liveSiteUrl = (settings: PublishSettings) => `http://127.0.0.1:${settings.sitePort}`
export const statusUrl = (settings: PublishSettings) => `${liveSiteUrl(settings)}/_publish/status.json`

/**
 * The shared secret of WordPress and the receiver. Refused when anyone could guess it, or when it could not go
 * into webhook's rule or wp-config.php as it is.
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

export function previewSettings(env: NodeJS.ProcessEnv = process.env): PreviewSettings {
  const previewPort = port(env, 'PREVIEW_PORT', 8400)
  return {
    cmsUrl: env.CMS_URL?.trim() || localCmsUrl(env),
    user: env.CMS_PREVIEW_USER?.trim() || 'voorvertoning',
    password: env.CMS_PREVIEW_PASSWORD?.trim() || null,
    secret: env.PREVIEW_SECRET?.trim() || null,
    host: env.PREVIEW_HOST?.trim() || '127.0.0.1',
    port: previewPort,
    developPort: port(env, 'PREVIEW_DEVELOP_PORT', previewPort + 1),
    publicUrl: env.PREVIEW_URL?.trim() ?? '',
  }
}
