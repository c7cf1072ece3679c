import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { namesIn } from '../lib/folder'

/** One change WordPress listed in its call (build-hook.php): what, which, and what happened to it. */
export interface Change {
  type: string
  id: number
  action: string
  /** a `scheduled` post's time (ISO): WordPress publishes it then, and the clock wakes WordPress for it */
  at?: string
}

/** The hooks waiting for a build, taken together: one build answers all of them. */
export interface Batch {
  hooks: number
  /** when the first of them arrived (ms since 1970), or null when there is none */
  firstReceivedMs: number | null
  changes: Change[]
  /** calls refused as replays (too old, from the future, or a delivery id seen before), with the reason */
  refused: string[]
}

/**
 * A signed call is only as fresh as its signed `sent` time (seconds since 1970) says: one older than this, or
 * this far ahead (clocks differ a little between machines), is refused, and so is a delivery id already seen.
 * A recorded call replayed later therefore starts nothing.
 */
export const REPLAY_WINDOW_MS = 5 * 60_000
const DELIVERY = /^[A-Za-z0-9-]{8,64}$/

/** Delivery ids seen within the window, with when they arrived (ms); kept by the build loop between runs. */
export type SeenDeliveries = Record<string, number>

/** Why a call must be refused as a replay, or null when it is fresh and new (it is then noted in `seen`). */
export function replayProblem(payload: string, receivedMs: number, seen: SeenDeliveries): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return 'geen JSON'
  }
  const { sent, delivery } = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>
  if (typeof sent !== 'number' || !Number.isInteger(sent)) return 'zonder ondertekend tijdstip (sent)'
  if (typeof delivery !== 'string' || !DELIVERY.test(delivery))
    return 'zonder geldig aflevernummer (delivery)'
  if (Math.abs(receivedMs - sent * 1000) > REPLAY_WINDOW_MS) {
    return `tijdstip ${new Date(sent * 1000).toISOString()} ligt meer dan 5 minuten van de ontvangst af`
  }
  if (delivery in seen) return `aflevering ${delivery} is al eerder ontvangen`
  seen[delivery] = receivedMs
  return null
}

/** Forgets delivery ids whose calls would be refused for their age anyway. */
export function forgetOldDeliveries(seen: SeenDeliveries, nowMs: number): SeenDeliveries {
  return Object.fromEntries(
    Object.entries(seen).filter(([, receivedMs]) => nowMs - receivedMs <= 2 * REPLAY_WINDOW_MS),
  )
}

/** WordPress lists at most 50 changes per call; a few calls merged stay readable in the status. */
const MAX_CHANGES = 100
const WORD = /^[a-z0-9_-]{1,40}$/i
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

function asChange(value: unknown): Change | null {
  if (!value || typeof value !== 'object') return null
  const { type, id, action } = value as Record<string, unknown>
  if (typeof type !== 'string' || !WORD.test(type) || typeof action !== 'string' || !WORD.test(action))
    return null
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return null
  const { at } = value as Record<string, unknown>
  if (action === 'scheduled') {
    return typeof at === 'string' && ISO_INSTANT.test(at) && Number.isFinite(Date.parse(at))
      ? { type, id, action, at }
      : null
  }
  return { type, id, action }
}

/**
 * The changes in one hook's body. The body is signed by WordPress, but read as untrusted all the same: anything
 * that is not a list of {type, id, action} with plain words and a whole id is left out.
 */
export function changesInPayload(payload: string): Change[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return []
  }
  const changes = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).changes : null
  if (!Array.isArray(changes)) return []
  return changes.map(asChange).filter((change): change is Change => change !== null)
}

/** Several hooks' changes as one list: one entry per item, with its latest action, in the order first seen. */
export function mergeChanges(lists: readonly Change[][]): Change[] {
  const merged = new Map<string, Change>()
  for (const change of lists.flat()) {
    const key = `${change.type}:${change.id}`
    merged.delete(key)
    merged.set(key, change)
  }
  return [...merged.values()].slice(-MAX_CHANGES)
}

/** Calls counted together: a batch, a build's record, the calls held during a pause. */
export interface Calls {
  hooks: number
  changes: Change[]
}

/** Earlier and later calls as one: their number added, their changes merged (the later action of an item wins). */
export const combinedCalls = (earlier: Calls, later: Calls): Calls => ({
  hooks: earlier.hooks + later.hooks,
  changes: mergeChanges([earlier.changes, later.changes]),
})

/**
 * Queue files are named `<received ms>-<pid>.json` by the receiver's command (receive.ts), and `<ms>-clock.json`
 * by the publishing clock (clock.ts), which only this machine's clock writes: no call can make a file of that name.
 */
const QUEUE_FILE = /^(\d{13})-(\d+|clock)\.json$/
const CLOCK_FILE = /-clock\.json$/

/** A clock entry's build, listed like a call's changes: the agenda moved on, or the daily build. */
function clockChanges(payload: string): Change[] {
  let reasons: unknown
  try {
    reasons = (JSON.parse(payload) as { reasons?: unknown }).reasons
  } catch {
    return []
  }
  const listed = Array.isArray(reasons)
    ? reasons.filter((reason) => reason === 'agenda' || reason === 'daily')
    : []
  return listed.map((reason) => ({
    type: 'klok',
    id: 0,
    action: reason === 'agenda' ? 'agenda' : 'dagelijks',
  }))
}

export const queuedFiles = (queueDir: string): string[] => namesIn(queueDir, QUEUE_FILE)

const receivedAt = (name: string) => Number(name.match(QUEUE_FILE)?.[1])

/**
 * Takes the waiting hooks off the queue (the files are removed) as one batch: all of them, or those that arrived
 * before a time (a build that started reading the CMS then answers them). Replayed calls (see replayProblem) are
 * taken off too, but count for nothing.
 */
export function takeQueued(queueDir: string, seen: SeenDeliveries, receivedBeforeMs = Infinity): Batch {
  const accepted: { receivedMs: number; changes: Change[] }[] = []
  const refused: string[] = []
  for (const name of queuedFiles(queueDir).filter((file) => receivedAt(file) < receivedBeforeMs)) {
    const file = path.join(queueDir, name)
    const payload = readFileSync(file, 'utf8')
    rmSync(file, { force: true })
    if (CLOCK_FILE.test(name)) {
      accepted.push({ receivedMs: receivedAt(name), changes: clockChanges(payload) })
      continue
    }
    const problem = replayProblem(payload, receivedAt(name), seen)
    if (problem) refused.push(`${name}: ${problem}`)
    else accepted.push({ receivedMs: receivedAt(name), changes: changesInPayload(payload) })
  }
  return {
    hooks: accepted.length,
    firstReceivedMs: accepted[0]?.receivedMs ?? null,
    changes: mergeChanges(accepted.map((call) => call.changes)),
    refused,
  }
}
