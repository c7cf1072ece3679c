import { execSync } from 'node:child_process'
import path from 'node:path'
import { besideProject } from '../support/beside-project'

/**
 * Where publishing keeps its state, from the same environment the shell scripts read (settings.sh):
 *
 *   PUBLISH_DIR   the state folder (default beside the project: <project folder>.publish, outside the folder
 *                 Gatsby's compiler walks on every build): releases/, the `live` link nginx serves,
 *                 logs/, history/, queue/ and status.json
 *   PUBLISH_KEEP  how many releases are kept (default 5; the live one always)
 *   PUBLISH_BEFORE_SWITCH a shell command that must pass before a release goes live, with the release's folder
 *                 in PUBLISH_CANDIDATE (default in settings.sh: nginx -t with the release's own config)
 *   PUBLISH_AFTER_SWITCH  a shell command run after each switch of the live release (e.g. an nginx reload)
 */
export interface PublishSettings {
  /** the project: builds run here, into its public/, with its Gatsby cache */
  siteDir: string
  stateDir: string
  releasesDir: string
  /** the symbolic link to the live release: the folder nginx serves */
  liveLink: string
  logsDir: string
  historyDir: string
  queueDir: string
  statusFile: string
  /** delivery ids of the calls seen lately (refusing replays) */
  deliveriesFile: string
  keep: number
  beforeSwitch: string
  afterSwitch: string
}

export const ROOT = path.resolve(__dirname, '../..')

export function publishSettings(env: NodeJS.ProcessEnv = process.env): PublishSettings {
  const stateDir = path.resolve(ROOT, env.PUBLISH_DIR?.trim() || besideProject('publish'))
  const keep = Number(env.PUBLISH_KEEP ?? 5)
  if (!Number.isInteger(keep) || keep < 2) {
    throw new Error(
      `PUBLISH_KEEP must be a whole number of at least 2 (the live release and one to go back to), not "${env.PUBLISH_KEEP}"`,
    )
  }
  return {
    siteDir: ROOT,
    stateDir,
    releasesDir: path.join(stateDir, 'releases'),
    liveLink: path.join(stateDir, 'live'),
    logsDir: path.join(stateDir, 'logs'),
    historyDir: path.join(stateDir, 'history'),
    queueDir: path.join(stateDir, 'queue'),
    statusFile: path.join(stateDir, 'status.json'),
    deliveriesFile: path.join(stateDir, 'deliveries.json'),
    keep,
    beforeSwitch: env.PUBLISH_BEFORE_SWITCH?.trim() ?? '',
    afterSwitch: env.PUBLISH_AFTER_SWITCH?.trim() ?? '',
  }
}

/**
 * Runs the check a release must pass before it goes live (PUBLISH_BEFORE_SWITCH, with the release's folder in
 * PUBLISH_CANDIDATE); returns why it was refused, or null when it passed (or there is no check).
 */
export function checkRelease(settings: PublishSettings, release: string): string | null {
  if (!settings.beforeSwitch) return null
  try {
    execSync(settings.beforeSwitch, {
      stdio: 'pipe',
      cwd: settings.siteDir,
      env: { ...process.env, PUBLISH_CANDIDATE: path.join(settings.releasesDir, release) },
    })
    return null
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim()
    return `de controle voor het omzetten weigerde versie ${release} (${settings.beforeSwitch}): ${output || String(error)}`.slice(
      0,
      2000,
    )
  }
}
