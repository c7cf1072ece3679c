import { execSync } from 'node:child_process'
import path from 'node:path'
import type { PublishSettings } from '../settings'
import { reloadNginx, testRelease } from './nginx'
import { switchLive } from './releases'

/**
 * The one way a release goes live, a build's or a rollback's: the server's check of the release's config, the
 * switch of the `live` link (one rename), and the server taking up the new config. By default the server is this
 * project's nginx (nginx.ts); PUBLISH_BEFORE_SWITCH and PUBLISH_AFTER_SWITCH replace either step with a command
 * (a server whose nginx is a system service: "systemctl reload nginx"), or drop it (empty).
 */

/** Why a release may not go live, or null when the check passed (or there is none). */
export function checkRelease(settings: PublishSettings, release: string): string | null {
  const releaseDir = path.join(settings.releasesDir, release)
  const check = settings.beforeSwitch ?? 'nginx -t'
  try {
    if (settings.beforeSwitch === null) testRelease(settings, releaseDir)
    else if (settings.beforeSwitch)
      execSync(settings.beforeSwitch, {
        stdio: 'pipe',
        cwd: settings.siteDir,
        env: { ...process.env, PUBLISH_CANDIDATE: releaseDir },
      })
    return null
  } catch (error) {
    const output =
      (error as { stderr?: Buffer }).stderr?.toString().trim() ||
      (error instanceof Error ? error.message : String(error))
    return `de controle voor het omzetten weigerde versie ${release} (${check}): ${output}`.slice(0, 2000)
  }
}

/** The server taking up the release now live; what went wrong, or null. The release is live whatever it says. */
async function afterSwitch(settings: PublishSettings): Promise<string | null> {
  const step = settings.afterSwitch ?? 'nginx reload'
  try {
    if (settings.afterSwitch === null) await reloadNginx(settings)
    else if (settings.afterSwitch) execSync(settings.afterSwitch, { stdio: 'pipe', cwd: settings.siteDir })
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
  const refusal = checkRelease(settings, release)
  if (refusal !== null) throw new Error(refusal)
  accepted()
  switchLive(settings.liveLink, settings.releasesDir, release)
  return afterSwitch(settings)
}
