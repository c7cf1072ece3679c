import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { readJson, writeJsonAtomically } from '../lib/json-file'
import type { PublishSettings } from '../settings'
import { addScheduled } from './clock'
import { failureReason, runGatsbyBuild } from './gatsby-build'
import { note } from './loop-log'
import { takeNotices } from './notices'
import { batchToBuild } from './pause'
import { combinedCalls, forgetOldDeliveries, takeQueued, type Batch, type SeenDeliveries } from './queue'
import {
  createRelease,
  discardRelease,
  liveRelease,
  newReleaseId,
  pruneReleases,
  removePartialCopies,
} from './releases'
import { pruneHistory, readBuildHistory, saveRecord, writeStatus, type BuildRecord } from './status'
import { goLive } from './switch'

/**
 * The builds, one at a time: drain.ts runs this under the build lock. It takes every waiting hook as one batch
 * and starts building at once. Hooks that arrive while Gatsby is still starting, before it reads the CMS, are
 * answered by that build; the others that arrive during a build become one follow-up build. It goes on until the
 * queue is empty. A build that fails leaves the live release as it is; one that passes goes live (switch.ts).
 */
const seconds = (from: number, to: number = Date.now()) => Math.round((to - from) / 10) / 100

/** Why a build failed, for editors (the status page and the editor's notice show it after "Niet gepubliceerd:"). */
const REASONS = {
  interrupted:
    'de build werd onderbroken. De vorige versie van de website blijft online; sla het item opnieuw op',
  buildFailed:
    'de website kon niet worden gebouwd door een technische fout. De vorige versie blijft online; de beheerder vindt de oorzaak in het logboek op de webserver',
  notSwitched:
    'de nieuwe versie kon niet online worden gezet. De vorige versie blijft online; de beheerder vindt de oorzaak in het logboek op de webserver',
} as const

/**
 * A build left "building" was stopped with its process (the lock is ours now, so none is running), and so was
 * the copy of any half-copied release.
 */
function settleInterrupted(settings: PublishSettings): void {
  for (const name of removePartialCopies(settings.releasesDir)) note(settings, `removed a half copy: ${name}`)
  const live = liveRelease(settings.liveLink)
  for (const record of readBuildHistory(settings.historyDir)) {
    if (record.outcome !== 'building') continue
    // Stopped after its release went live (during the reload after the switch): that release is what is served.
    const wentLive = record.release === live
    saveRecord(settings, {
      ...record,
      outcome: wentLive ? 'succeeded' : 'failed',
      finished: null,
      ...(wentLive
        ? { warning: 'onderbroken (gestopt) na het omzetten; deze versie staat online' }
        : { error: 'onderbroken (gestopt); de website is niet gewijzigd', reason: REASONS.interrupted }),
    })
  }
}

/** The build must have made a site: Gatsby's pages and its 404 page. */
function buildLooksComplete(publicDir: string): boolean {
  return ['index.html', '404.html'].every((file) => existsSync(path.join(publicDir, file)))
}

async function publishBatch(settings: PublishSettings, batch: Batch): Promise<BuildRecord> {
  const startedMs = Date.now()
  const release = newReleaseId(settings.releasesDir, settings.logsDir, new Date(startedMs))
  const log = path.join('logs', `${release}.log`)
  const record: BuildRecord = {
    release,
    started: new Date(startedMs).toISOString(),
    finished: null,
    outcome: 'building',
    hooks: batch.hooks,
    firstHookAt: batch.firstReceivedMs === null ? null : new Date(batch.firstReceivedMs).toISOString(),
    changes: batch.changes,
    log,
  }
  saveRecord(settings, record)
  writeStatus(settings)

  const queue = batch.firstReceivedMs === null ? 0 : seconds(batch.firstReceivedMs, startedMs)
  const noticesFile = path.join(settings.stateDir, 'logs', `${release}.notices`)
  const build = await runGatsbyBuild(settings.siteDir, path.join(settings.stateDir, log), noticesFile)
  const { notices, siteFault } = takeNotices(noticesFile)
  const publicDir = path.join(settings.siteDir, 'public')
  const timings = { queue, build: Math.round(build.seconds * 100) / 100, ...build.timings }
  if (build.exitCode !== 0 || !buildLooksComplete(publicDir)) {
    const error =
      build.exitCode !== 0
        ? failureReason(path.join(settings.stateDir, log))
        : 'de build gaf geen volledige site (index.html of 404.html ontbreekt)'
    const reason = siteFault ?? REASONS.buildFailed
    return {
      ...record,
      outcome: 'failed',
      finished: new Date().toISOString(),
      error,
      reason,
      timings,
      notices,
    }
  }
  const answered = { ...joinCallsBeforeRead(settings, record, build.cmsReadAtMs), notices }

  const releaseStarted = Date.now()
  let switchStarted = releaseStarted
  let warning: string | null
  try {
    createRelease(publicDir, settings.releasesDir, release, liveRelease(settings.liveLink))
    switchStarted = Date.now()
    // The server must take the release's config (its own nginx rules) before it goes live, not after.
    warning = await goLive(settings, release)
  } catch (error) {
    // The live link still points at the complete release it pointed at before; a refused release goes.
    discardRelease(settings.releasesDir, settings.liveLink, release)
    const message = error instanceof Error ? error.message : String(error)
    const finished = new Date().toISOString()
    return { ...answered, outcome: 'failed', finished, error: message, reason: REASONS.notSwitched, timings }
  }
  const finished = Date.now()
  pruneReleases(settings.releasesDir, settings.keep, settings.liveLink)
  return {
    ...answered,
    outcome: 'succeeded',
    finished: new Date(finished).toISOString(),
    ...(warning ? { warning } : {}),
    timings: {
      ...timings,
      release: seconds(releaseStarted, switchStarted),
      switch: seconds(switchStarted, finished),
    },
  }
}

/**
 * The calls that arrived after the build started but before it read the CMS (the source plugin logs that moment):
 * WordPress sends a call only once its change is saved, so the build already holds their changes. They are
 * taken off the queue and listed with this build, rather than starting another that would change nothing.
 */
function joinCallsBeforeRead(
  settings: PublishSettings,
  record: BuildRecord,
  cmsReadAtMs: number | null,
): BuildRecord {
  if (cmsReadAtMs === null) return record
  const joined = takeBatch(settings, cmsReadAtMs)
  return joined.hooks === 0 ? record : { ...record, ...combinedCalls(record, joined) }
}

/**
 * Takes the queue, or the calls that arrived before a time, refusing replayed calls (the delivery ids seen are
 * kept between runs of the loop).
 */
function takeBatch(settings: PublishSettings, receivedBeforeMs = Infinity): Batch {
  const seen = forgetOldDeliveries(readJson<SeenDeliveries>(settings.deliveriesFile) ?? {}, Date.now())
  const batch = takeQueued(settings.queueDir, seen, receivedBeforeMs)
  writeJsonAtomically(settings.deliveriesFile, seen)
  for (const reason of batch.refused) note(settings, `refused a replayed or unstamped call: ${reason}`)
  return batch
}

/**
 * Posts WordPress scheduled for later are noted for the clock (clock.ts), which wakes WordPress at their time;
 * WordPress then publishes them and calls again. A batch of nothing else changes nothing on the site yet.
 */
function onlyScheduledPosts(settings: PublishSettings, batch: Batch): boolean {
  const scheduled = batch.changes.flatMap(({ type, id, action, at }) =>
    action === 'scheduled' && at ? [{ type, id, at }] : [],
  )
  if (scheduled.length > 0) addScheduled(settings, scheduled)
  const nothingElse = batch.changes.length > 0 && scheduled.length === batch.changes.length
  if (nothingElse)
    note(settings, `noted ${scheduled.length} scheduled post(s) for the clock; nothing to build yet`)
  return nothingElse
}

/** Builds until the queue is empty; the caller holds the build lock (drain.ts). */
export async function runBuildLoop(settings: PublishSettings): Promise<void> {
  for (const dir of [settings.releasesDir, settings.logsDir, settings.historyDir, settings.queueDir]) {
    mkdirSync(dir, { recursive: true })
  }
  settleInterrupted(settings)
  for (;;) {
    const taken = takeBatch(settings)
    if (taken.hooks === 0 && taken.refused.length === 0) break
    if (taken.hooks === 0) continue
    if (onlyScheduledPosts(settings, taken)) continue
    const batch = batchToBuild(settings, taken)
    if (batch === null) {
      note(settings, `paused after a rollback: ${taken.hooks} call(s) held until "Nu publiceren"`)
      writeStatus(settings)
      continue
    }
    const record = await publishBatch(settings, batch)
    saveRecord(settings, record)
    pruneHistory(settings)
    const status = writeStatus(settings)
    note(settings, `${record.release}: ${record.outcome}; live: ${status.live ?? 'none'}`)
  }
  writeStatus(settings)
}
