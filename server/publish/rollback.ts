import { startDetachedCommand } from '../lib/command-line'
import { withLock } from '../lib/lock'
import type { PublishSettings } from '../settings'
import { pausePublishing } from './pause'
import { liveRelease, previousRelease } from './releases'
import { saveRollback, writeStatus } from './status'
import { goLive } from './switch'

/**
 * `npm run rollback`: the live site goes back to the release before the live one, in one step (switch.ts, the
 * same as a build's, after the same check of the release's server config). Run it again to go back further;
 * `npm run rollback -- <release>` picks one. It holds the build lock, waiting for a build under way to finish
 * first (PUBLISH_ROLLBACK_WAIT), so no build switches at the same time. Publishing stays paused until an explicit
 * publish ("Nu publiceren" in WordPress), so the next save does not build the CMS's content again and undo the
 * rollback. Returns what it did, for the command line.
 */
export async function rollback(settings: PublishSettings, wanted?: string): Promise<string[]> {
  try {
    const done = await withLock(settings.lockFile, settings.rollbackWaitSeconds, () =>
      rollbackLocked(settings, wanted?.trim() || null),
    )
    if (done === null) {
      throw new Error(`a build is still under way after ${settings.rollbackWaitSeconds} s: try again later`)
    }
    return done.value
  } finally {
    // A call that came in meanwhile found the lock taken and left its entry queued: take it up now (with
    // publishing paused it is held, unless it is an explicit publish).
    startDetachedCommand(settings.siteDir, 'drain')
  }
}

async function rollbackLocked(settings: PublishSettings, wanted: string | null): Promise<string[]> {
  const live = liveRelease(settings.liveLink)
  const target = wanted ?? previousRelease(settings.releasesDir, live)
  if (!target) throw new Error(`There is no release before ${live ?? 'the live one'} to go back to.`)
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
