import { existsSync } from 'node:fs'
import path from 'node:path'
import { takeInstanceLock } from '../lib/instance-lock'
import type { PublishSettings } from '../settings'
import { askService } from './control'
import { pausePublishing } from './pause'
import { listReleases, liveRelease, previousRelease } from './releases'
import { saveRollback, writeStatus } from './status'
import { goLive } from './switch'

/**
 * `npm run rollback`: the live site goes back to the release before the live one, in one step (switch.ts, the
 * same as a build's, after the same check of the release's server config). Run it again to go back further;
 * `npm run rollback -- <release>` picks one. Publishing stays paused until an explicit publish ("Nu publiceren"
 * in WordPress), so the next save does not build the CMS's content again and undo the rollback.
 *
 * The release is checked first: a name that is not a release changes nothing, and pauses nothing. Then the
 * running service does it between builds (asked through its control socket; it waits for a build under way,
 * PUBLISH_ROLLBACK_WAIT), or, when no service runs, this command does it holding the state folder's lock.
 * Returns what it did, for the command line.
 */
export function rollbackTarget(settings: PublishSettings, wanted: string | null): string {
  const live = liveRelease(settings.liveLink)
  if (wanted !== null) {
    if (
      !listReleases(settings.releasesDir).includes(wanted) ||
      !existsSync(path.join(settings.releasesDir, wanted))
    )
      throw new Error(
        `There is no release ${JSON.stringify(wanted)}; the releases are: ${listReleases(settings.releasesDir).join(', ') || 'none'}.`,
      )
    if (wanted === live) throw new Error(`${wanted} is the live release already.`)
    return wanted
  }
  const previous = previousRelease(settings.releasesDir, live)
  if (!previous) throw new Error(`There is no release before ${live ?? 'the live one'} to go back to.`)
  return previous
}

export async function rollback(settings: PublishSettings, wanted?: string): Promise<string[]> {
  const release = wanted?.trim() || null
  rollbackTarget(settings, release)
  const answer = await askService(settings, '/rollback', { release })
  if (answer !== null) {
    if (!answer.ok) throw new Error(answer.lines.join('\n'))
    return answer.lines
  }
  const lock = await takeInstanceLock(settings.stateDir)
  try {
    return await rollbackNow(settings, release)
  } finally {
    await lock.release()
  }
}

/** The rollback itself; the caller is the only one changing the state folder (the service between builds). */
export async function rollbackNow(settings: PublishSettings, wanted: string | null): Promise<string[]> {
  const live = liveRelease(settings.liveLink)
  const target = rollbackTarget(settings, wanted)
  // Paused before the switch: from the moment it is live, no call may build the CMS's content over it.
  const warning = await goLive(settings, target, () => pausePublishing(settings, target))
  saveRollback(settings, { at: new Date().toISOString(), from: live, to: target })
  writeStatus(settings)
  return [
    `live: ${target} (was ${live ?? 'none'})`,
    ...(warning ? [warning] : []),
    'publishing is paused until "Nu publiceren" in WordPress (Instellingen → Website)',
  ]
}
