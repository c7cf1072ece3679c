import { mkdirSync } from 'node:fs'
import { withLock } from '../lib/lock'
import type { PublishSettings } from '../settings'
import { runBuildLoop } from './build-loop'
import { note } from './loop-log'
import { queuedFiles } from './queue'

/**
 * Runs the build loop, one at a time under the build lock, until the queue is empty. A loop that ends releases
 * the lock and the queue is looked at again, so a call queued just before is never left waiting. When another
 * process holds the lock, this one waits for it (PUBLISH_LOCK_WAIT) and then looks at the queue itself: the loop
 * under way takes this call with its follow-up build, so the queue is usually empty by then, but a loop that was
 * killed (a crash, the OOM killer) takes nothing more, and its calls must not wait for the next save.
 */
export async function drainQueue(settings: PublishSettings): Promise<void> {
  mkdirSync(settings.stateDir, { recursive: true })
  while (queuedFiles(settings.queueDir).length > 0) {
    const ran = await withLock(settings.lockFile, settings.lockWaitSeconds, () => runBuildLoop(settings))
    if (ran === null) {
      note(
        settings,
        `the build lock was not free within ${settings.lockWaitSeconds} s; the queued calls wait for the next one`,
      )
      return
    }
  }
}
