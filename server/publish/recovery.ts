import { rmSync } from 'node:fs'
import path from 'node:path'
import type { PublishSettings } from '../settings'
import { REASONS } from './build-loop'
import { stopLeftoverBuild } from './gatsby-build'
import { recoverTakenCalls } from './journal'
import { note } from './loop-log'
import { liveRelease, removePartialCopies } from './releases'
import { readBuildHistory, saveRecord, writeStatus } from './status'
import { serverTakesUp } from './switch'

/**
 * What the service does when it starts, holding the state folder's lock (so nothing else is working in it):
 * it finishes or discards whatever a stopped process left (a crash, `kill -9`, the OOM killer, a reboot):
 *   - a build still running from the last process (its process group is stopped);
 *   - a half-copied release, and a half-made `live` link (the switch's own temporary link);
 *   - builds recorded as "building": failed, the site unchanged, or, when their release is the live one (stopped
 *     after the switch), live, with the server made to take the release up again;
 *   - the calls such a build had taken: back into the queue, to be built again, unless its release went live.
 * Returns what it did, for the log.
 */
export async function recover(settings: PublishSettings): Promise<string[]> {
  const done: string[] = []
  const stopped = stopLeftoverBuild(settings)
  if (stopped !== null) done.push(`stopped the build left running (process group ${stopped})`)
  for (const name of removePartialCopies(settings.releasesDir)) done.push(`removed a half copy: ${name}`)
  rmSync(`${settings.liveLink}.next`, { force: true })
  // The flock file of the versions before the service: nothing locks with it any more.
  rmSync(path.join(settings.stateDir, 'build.lock'), { force: true })

  const live = liveRelease(settings.liveLink)
  let wentLive = false
  for (const record of readBuildHistory(settings.historyDir)) {
    if (record.outcome !== 'building') continue
    const itsReleaseIsLive = record.release === live
    wentLive ||= itsReleaseIsLive
    saveRecord(settings, {
      ...record,
      outcome: itsReleaseIsLive ? 'succeeded' : 'failed',
      finished: null,
      ...(itsReleaseIsLive
        ? { warning: 'onderbroken (gestopt) na het omzetten; deze versie staat online' }
        : { error: 'onderbroken (gestopt); de website is niet gewijzigd', reason: REASONS.interrupted }),
    })
    done.push(`build ${record.release} was stopped: ${itsReleaseIsLive ? 'its release is live' : 'failed'}`)
  }
  if (wentLive) {
    const warning = await serverTakesUp(settings)
    if (warning) done.push(warning)
  }
  const requeued = recoverTakenCalls(settings.queueDir, wentLive)
  if (requeued > 0) done.push(`${requeued} call(s) of the stopped build queued again`)
  for (const line of done) note(settings, `recovery: ${line}`)
  writeStatus(settings)
  return done
}
