/** One change WordPress listed in its call (build-hook.php): what, which, and what happened to it. */
export interface Change {
  type: string
  id: number
  action: string
  /** a `scheduled` post's time (ISO): WordPress publishes it then, and the clock wakes WordPress for it */
  at?: string
}

/** The calls waiting for a build, taken together: one build answers all of them. */
export interface Batch {
  hooks: number
  /** when the first of them arrived (ms since 1970), or null when there is none */
  firstReceivedMs: number | null
  changes: Change[]
}

/**
 * A signed call is only as fresh as its signed `sent` time (seconds since 1970) says: one older than this, or
 * this far ahead (clocks differ a little between machines), is refused, and so is a delivery id already seen.
 * A recorded call replayed later therefore starts nothing.
 */
export const REPLAY_WINDOW_MS = 5 * 60_000
const DELIVERY = /^[A-Za-z0-9-]{8,64}$/

/**
 * Delivery ids seen, with the call's own sent time (ms). An id is remembered until its sent time is out of the
 * window, however long a call waited anywhere: from then on the time alone refuses the call.
 */
export type SeenDeliveries = Record<string, number>

/** Why a signed call is refused: 400 when it is not a call at all, 409 when it is a replay. */
export interface Refusal {
  status: 400 | 409
  reason: string
}

/**
 * Whether a signed call may be accepted at `nowMs`: it must be JSON with a whole `sent` and a delivery id, its
 * sent time inside the window, and its id new. An accepted call's id is noted in `seen`.
 */
export function refusalOf(payload: string, nowMs: number, seen: SeenDeliveries): Refusal | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return { status: 400, reason: 'geen JSON' }
  }
  const { sent, delivery } = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>
  if (typeof sent !== 'number' || !Number.isInteger(sent))
    return { status: 400, reason: 'zonder ondertekend tijdstip (sent)' }
  if (typeof delivery !== 'string' || !DELIVERY.test(delivery))
    return { status: 400, reason: 'zonder geldig aflevernummer (delivery)' }
  const sentMs = sent * 1000
  if (Math.abs(nowMs - sentMs) > REPLAY_WINDOW_MS) {
    return {
      status: 409,
      reason: `tijdstip ${new Date(sentMs).toISOString()} ligt meer dan 5 minuten van de ontvangst af`,
    }
  }
  if (delivery in seen) return { status: 409, reason: `aflevering ${delivery} is al eerder ontvangen` }
  seen[delivery] = sentMs
  return null
}

/** Forgets delivery ids whose sent time is out of the window: such a call is refused for its time anyway. */
export function forgetOldDeliveries(seen: SeenDeliveries, nowMs: number): SeenDeliveries {
  return Object.fromEntries(Object.entries(seen).filter(([, sentMs]) => nowMs - sentMs <= REPLAY_WINDOW_MS))
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

/** A clock entry's build, listed like a call's changes: the agenda moved on, or the daily build. */
export function clockChanges(payload: string): Change[] {
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
