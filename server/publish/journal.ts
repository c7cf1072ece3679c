import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { namesIn } from '../lib/folder'
import { changesInPayload, clockChanges, mergeChanges, type Batch, type Change } from './queue'

/**
 * The queue of accepted calls: in memory, with a journal on disk, so that a process killed at any moment loses
 * no call it answered 202.
 *   - An accepted call is written to queue/<received ms>-<n>.json (beside and renamed, flushed to the disk) before
 *     the service answers; the clock's builds to queue/<ms>-clock.json, a name no call can get.
 *   - A build takes the calls: their files move to queue/taken/. They are removed when that build's outcome is
 *     recorded; a service that starts and finds some there was stopped in the middle, and puts them back
 *     (recovery.ts), unless the build that took them went live.
 */
const ENTRY = /^(\d{13})-(\d+|clock)\.json$/
const receivedAt = (name: string) => Number(name.match(ENTRY)?.[1])

interface Entry {
  name: string
  receivedMs: number
  changes: Change[]
}

const takenDir = (queueDir: string) => path.join(queueDir, 'taken')

/** Written beside, flushed and renamed: the file is there whole, or not at all. */
function writeDurably(file: string, text: string): void {
  const temporary = `${file}.tmp`
  const descriptor = openSync(temporary, 'w', 0o600)
  try {
    writeSync(descriptor, text)
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
  renameSync(temporary, file)
}

function readEntry(queueDir: string, name: string): Entry {
  const text = readFileSync(path.join(queueDir, name), 'utf8')
  const changes = name.endsWith('-clock.json') ? clockChanges(text) : changesInPayload(text)
  return { name, receivedMs: receivedAt(name), changes }
}

export class Journal {
  private entries: Entry[] = []
  private counter = 0

  constructor(private readonly queueDir: string) {
    mkdirSync(takenDir(queueDir), { recursive: true, mode: 0o700 })
    // What a stopped process left in the queue (recovery.ts has put back what a stopped build took).
    this.entries = namesIn(queueDir, ENTRY).map((name) => readEntry(queueDir, name))
  }

  /** Calls waiting for a build. */
  get size(): number {
    return this.entries.length
  }

  /** Notes an accepted call (its body as signed); returns once it is on the disk. */
  addCall(body: string, receivedMs: number): void {
    this.add(receivedMs, (stamp) => `${stamp}-${++this.counter}`, body, changesInPayload(body))
  }

  /** Notes the clock's build (the agenda moved on, or the daily build). */
  addClock(reasons: readonly string[], nowMs: number): void {
    const body = JSON.stringify({ trigger: 'clock', reasons })
    this.add(nowMs, (stamp) => `${stamp}-clock`, body, clockChanges(body))
  }

  private add(receivedMs: number, name: (stamp: string) => string, body: string, changes: Change[]): void {
    const stamp = String(Math.trunc(receivedMs)).padStart(13, '0')
    let file = `${name(stamp)}.json`
    // Never over an entry of the same name (a restarted counter, two clock wakes in one millisecond).
    const taken = (candidate: string) =>
      existsSync(path.join(this.queueDir, candidate)) ||
      existsSync(path.join(takenDir(this.queueDir), candidate))
    while (taken(file)) file = `${stamp}-${++this.counter}.json`
    writeDurably(path.join(this.queueDir, file), body)
    this.entries.push({ name: file, receivedMs, changes })
  }

  /**
   * Takes the waiting calls, or those that arrived before a time, as one batch; their files move to taken/
   * until `settle`.
   */
  take(receivedBeforeMs = Infinity): Batch {
    const taken = this.entries.filter((entry) => entry.receivedMs < receivedBeforeMs)
    this.entries = this.entries.filter((entry) => entry.receivedMs >= receivedBeforeMs)
    for (const { name } of taken)
      renameSync(path.join(this.queueDir, name), path.join(takenDir(this.queueDir), name))
    return {
      hooks: taken.length,
      firstReceivedMs: taken[0]?.receivedMs ?? null,
      changes: mergeChanges(taken.map((entry) => entry.changes)),
    }
  }

  /** The calls taken so far are answered (built, failed or held): their files go. */
  settle(): void {
    for (const name of namesIn(takenDir(this.queueDir), ENTRY))
      rmSync(path.join(takenDir(this.queueDir), name), { force: true })
  }
}

/**
 * At start, before the journal is read: the calls a stopped build had taken go back into the queue (built again),
 * or, when that build went live, are dropped (answered). Returns how many went back.
 */
export function recoverTakenCalls(queueDir: string, answered: boolean): number {
  mkdirSync(takenDir(queueDir), { recursive: true, mode: 0o700 })
  const names = namesIn(takenDir(queueDir), ENTRY)
  for (const name of names) {
    const file = path.join(takenDir(queueDir), name)
    if (answered) rmSync(file, { force: true })
    else renameSync(file, path.join(queueDir, name))
  }
  for (const name of namesIn(queueDir, /\.tmp$/)) rmSync(path.join(queueDir, name), { force: true })
  return answered ? 0 : names.length
}

/** The number of calls in a queue folder (the status shows it). */
export const queuedCalls = (queueDir: string): number => namesIn(queueDir, ENTRY).length
