import { rmSync } from 'node:fs'
import path from 'node:path'
import { namesIn } from '../lib/folder'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/exports'
import type { BuildTimings } from './gatsby-build'
import { readJson, writeJsonAtomically } from '../lib/json-file'
import { readPause, type Pause } from './pause'
import { queuedCalls } from './journal'
import type { Change } from './queue'
import { liveRelease } from './releases'
import type { PublishSettings } from '../settings'

/** Where one publication's time went, in seconds. */
export interface PublishTimings extends Partial<BuildTimings> {
  /** from the first hook's arrival to the start of its build (waiting for the build before it) */
  queue: number
  /** `gatsby build` from start to exit */
  build: number
  /** copying the build into its release folder */
  release?: number
  /** switching the live link (and the command after it) */
  switch?: number
}

/** One build, as kept in history/<release>.json and shown in the status. */
export interface BuildRecord {
  release: string
  started: string
  finished: string | null
  outcome: 'building' | 'succeeded' | 'failed'
  /** hooks this build answers (several arriving during the build before are merged into one) */
  hooks: number
  firstHookAt: string | null
  changes: Change[]
  /** its log, relative to the state folder (kept for failed builds too) */
  log: string
  error?: string
  /** why it failed, in Dutch, for editors (the technical error is `error`) */
  reason?: string
  /** the release went live, but the command after the switch failed */
  warning?: string
  /** items an author got wrong, which this build left out or published without the broken part */
  notices?: ItemNotice[]
  timings?: PublishTimings
}

export interface Rollback {
  at: string
  from: string | null
  to: string
}

/** The status file (status.json), served as JSON and shown on WordPress's settings page. */
export interface PublishStatus {
  updated: string
  live: string | null
  building: BuildRecord | null
  queued: number
  last: BuildRecord | null
  lastRollback: Rollback | null
  /** publishing paused by a rollback until an explicit publish ("Nu publiceren"), or null */
  paused: Pause | null
  history: BuildRecord[]
}

/** Builds kept in history/ (their logs too); the status shows the newest ten. */
const HISTORY_KEPT = 20
const HISTORY_SHOWN = 10

export function saveRecord(settings: PublishSettings, record: BuildRecord): void {
  writeJsonAtomically(path.join(settings.historyDir, `${record.release}.json`), record)
}

/** Every build recorded in a history folder, oldest first; unreadable records are left out. */
export function readBuildHistory(historyDir: string): BuildRecord[] {
  return namesIn(historyDir, /\.json$/)
    .map((name) => readJson<BuildRecord>(path.join(historyDir, name)))
    .filter((record): record is BuildRecord => record !== null)
}

const records = (settings: PublishSettings): BuildRecord[] => readBuildHistory(settings.historyDir).reverse()

/** Drops history and logs beyond the newest HISTORY_KEPT builds. */
export function pruneHistory(settings: PublishSettings): void {
  for (const record of records(settings).slice(HISTORY_KEPT)) {
    rmSync(path.join(settings.historyDir, `${record.release}.json`), { force: true })
    rmSync(path.join(settings.stateDir, record.log), { force: true })
  }
}

export function saveRollback(settings: PublishSettings, rollback: Rollback): void {
  writeJsonAtomically(path.join(settings.stateDir, 'rollback.json'), rollback)
}

/**
 * Writes status.json from the parts each writer owns (the live link, history/, the queue, rollback.json), so
 * the build loop and a rollback never overwrite each other's facts; the last writer's view wins.
 */
export function writeStatus(settings: PublishSettings): PublishStatus {
  const history = records(settings)
  const status: PublishStatus = {
    updated: new Date().toISOString(),
    live: liveRelease(settings.liveLink),
    building: history.find((record) => record.outcome === 'building') ?? null,
    queued: queuedCalls(settings.queueDir),
    last: history.find((record) => record.outcome !== 'building') ?? null,
    lastRollback: readJson<Rollback>(path.join(settings.stateDir, 'rollback.json')),
    paused: readPause(settings),
    history: history.slice(0, HISTORY_SHOWN),
  }
  writeJsonAtomically(settings.statusFile, status)
  return status
}
