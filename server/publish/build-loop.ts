import { existsSync } from 'node:fs'
import path from 'node:path'
import type { PublishSettings } from '../settings'
import { addScheduled } from './clock'
import { failureReason, runGatsbyBuild } from './gatsby-build'
import type { Journal } from './journal'
import { note } from './loop-log'
import { takeNotices } from './notices'
import { batchToBuild } from './pause'
import { combinedCalls, type Batch } from './queue'
import { createRelease, discardRelease, liveRelease, newReleaseId, pruneReleases } from './releases'
import { pruneHistory, saveRecord, writeStatus, type BuildRecord } from './status'
import { goLive } from './switch'

/**
 * The builds, one at a time, in the service's process: the loop takes every waiting call as one batch and starts
 * building at once. Calls that arrive while Gatsby is still starting, before it reads the CMS, are answered by that
 * build; the others that arrive during a build become one follow-up build. It goes on until the queue is empty.
 * A build that fails leaves the live release as it is; one that passes goes live (switch.ts). A rollback runs
 * between builds (`exclusive`), never during one.
 */
const seconds = (from: number, to: number = Date.now()) => Math.round((to - from) / 10) / 100

/** Why a build failed, for editors (the status page and the editor's notice show it after "Niet gepubliceerd:"). */
export const REASONS = {
  interrupted:
    'de build werd onderbroken; de wijzigingen worden opnieuw gebouwd. Tot dan blijft de vorige versie van de website online',
  buildFailed:
    'de website kon niet worden gebouwd door een technische fout. De vorige versie blijft online; de beheerder vindt de oorzaak in het logboek op de webserver',
  notSwitched:
    'de nieuwe versie kon niet online worden gezet. De vorige versie blijft online; de beheerder vindt de oorzaak in het logboek op de webserver',
} as const

/** The build must have made a site: Gatsby's pages and its 404 page. */
function buildLooksComplete(publicDir: string): boolean {
  return ['index.html', '404.html'].every((file) => existsSync(path.join(publicDir, file)))
}

async function publishBatch(settings: PublishSettings, batch: Batch, journal: Journal): Promise<BuildRecord> {
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
  const build = await runGatsbyBuild(settings, path.join(settings.stateDir, log), noticesFile)
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
  const answered = { ...joinCallsBeforeRead(journal, record, build.cmsReadAtMs), notices }

  const releaseStarted = Date.now()
  let switchStarted = releaseStarted
  let warning: string | null
  try {
    await createRelease(publicDir, settings.releasesDir, release, liveRelease(settings.liveLink))
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
function joinCallsBeforeRead(journal: Journal, record: BuildRecord, cmsReadAtMs: number | null): BuildRecord {
  if (cmsReadAtMs === null) return record
  const joined = journal.take(cmsReadAtMs)
  return joined.hooks === 0 ? record : { ...record, ...combinedCalls(record, joined) }
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

export interface BuildLoop {
  /** Calls are waiting (or may be): the loop takes them up unless it is running already. */
  poke(): void
  /**
   * Runs `work` between builds (a rollback), after the build under way; rejects without running it when that
   * takes longer than `waitMs`.
   */
  exclusive<T>(work: () => Promise<T>, waitMs: number): Promise<T>
}

/** One turn: the waiting calls as one build, held while publishing is paused, or noted for the clock. */
async function buildOnce(settings: PublishSettings, journal: Journal): Promise<void> {
  const taken = journal.take()
  if (taken.hooks === 0) return
  if (onlyScheduledPosts(settings, taken)) return journal.settle()
  const batch = batchToBuild(settings, taken)
  if (batch === null) {
    note(settings, `paused after a rollback: ${taken.hooks} call(s) held until "Nu publiceren"`)
    journal.settle()
    writeStatus(settings)
    return
  }
  const record = await publishBatch(settings, batch, journal)
  saveRecord(settings, record)
  journal.settle()
  pruneHistory(settings)
  const status = writeStatus(settings)
  note(settings, `${record.release}: ${record.outcome}; live: ${status.live ?? 'none'}`)
}

/** The loop over `journal`; `afterTurn` runs after each build (the clock looks at the new release). */
export function createBuildLoop(
  settings: PublishSettings,
  journal: Journal,
  afterTurn: () => void,
): BuildLoop {
  // One piece of work at a time, in order: the builds and any rollback.
  let chain: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = chain.then(work)
    chain = result.catch(() => undefined)
    return result
  }
  let running: Promise<void> | null = null

  async function drain(): Promise<void> {
    while (journal.size > 0) {
      await inTurn(() => buildOnce(settings, journal)).catch((error: unknown) => {
        // Not a failed build (that is recorded as one): the loop itself (a full disk for the journal, say).
        note(
          settings,
          `the build loop stopped a turn: ${error instanceof Error ? error.stack : String(error)}`,
        )
      })
      afterTurn()
    }
  }

  return {
    poke() {
      running ??= drain().finally(() => {
        running = null
      })
    },
    exclusive(work, waitMs) {
      let started = false
      let expired = false
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (started) return
          expired = true
          reject(
            new Error(`a build is still under way after ${Math.round(waitMs / 1000)} s: try again later`),
          )
        }, waitMs)
        inTurn(async () => {
          clearTimeout(timer)
          if (expired) return
          started = true
          await work().then(resolve, reject)
        }).catch(reject)
      })
    },
  }
}
