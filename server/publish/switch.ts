import { exec } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { PublishSettings } from '../settings'
import { reloadNginx, testRelease } from './nginx'
import { switchLive } from './releases'

/**
 * The one way a release goes live, a build's or a rollback's: the server's check of the release's config, the
 * switch of the `live` link (one rename), and the server taking up the new config. By default the server is this
 * project's nginx (nginx.ts); PUBLISH_BEFORE_SWITCH and PUBLISH_AFTER_SWITCH replace either step with a command
 * (a server whose nginx is a system service: "systemctl reload nginx"), or drop it (empty).
 * Every step runs without blocking the service, which goes on receiving calls meanwhile.
 */
const shell = promisify(exec)

/** Why a release may not go live, or null when the check passed (or there is none). */
export async function checkRelease(settings: PublishSettings, release: string): Promise<string | null> {
  const releaseDir = path.join(settings.releasesDir, release)
  const check = settings.beforeSwitch ?? 'nginx -t'
  try {
    if (settings.beforeSwitch === null) await testRelease(settings, releaseDir)
    else if (settings.beforeSwitch)
      await shell(settings.beforeSwitch, {
        cwd: settings.siteDir,
        env: { ...settings.buildEnvironment, PUBLISH_CANDIDATE: releaseDir },
      })
    return null
  } catch (error) {
    const output =
      (error as { stderr?: string | Buffer }).stderr?.toString().trim() ||
      (error instanceof Error ? error.message : String(error))
    return `de controle voor het omzetten weigerde versie ${release} (${check}): ${output}`.slice(0, 2000)
  }
}

/** The server taking up the release now live; what went wrong, or null. The release is live whatever it says. */
export async function serverTakesUp(settings: PublishSettings): Promise<string | null> {
  const step = settings.afterSwitch ?? 'nginx reload'
  try {
    if (settings.afterSwitch === null) await reloadNginx(settings)
    else if (settings.afterSwitch)
      await shell(settings.afterSwitch, { cwd: settings.siteDir, env: settings.buildEnvironment })
    return null
  } catch (error) {
    return `${step} mislukte: ${error instanceof Error ? error.message : String(error)}`
  }
}

/**
 * Puts `release` live. Throws, with nothing switched, when the check refuses it; `accepted` runs after the check
 * and before the switch. Resolves with a warning when the server did not take the release up (null when all
 * went well).
 */
export async function goLive(
  settings: PublishSettings,
  release: string,
  accepted: () => void = () => undefined,
): Promise<string | null> {
  const refusal = await checkRelease(settings, release)
  if (refusal !== null) throw new Error(refusal)
  accepted()
  switchLive(settings.liveLink, settings.releasesDir, release)
  return serverTakesUp(settings)
}
