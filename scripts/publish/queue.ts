import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/** One change WordPress listed in its call (build-hook.php): what, which, and what happened to it. */
export interface Change {
  type: string
  id: number
  action: string
}

/** The hooks waiting for a build, taken together: one build answers all of them. */
export interface Batch {
  hooks: number
  /** when the first of them arrived (ms since 1970), or null when there is none */
  firstReceivedMs: number | null
  changes: Change[]
}

/** WordPress lists at most 50 changes per call; a few calls merged stay readable in the status. */
const MAX_CHANGES = 100
const WORD = /^[a-z0-9_-]{1,40}$/i

function asChange(value: unknown): Change | null {
  if (!value || typeof value !== 'object') return null
  const { type, id, action } = value as Record<string, unknown>
  if (typeof type !== 'string' || !WORD.test(type) || typeof action !== 'string' || !WORD.test(action))
    return null
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return null
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

/** Queue files are named `<received ms>-<pid>.json` by on-hook.sh. */
const QUEUE_FILE = /^(\d{13})-\d+\.json$/

export function queuedFiles(queueDir: string): string[] {
  try {
    return readdirSync(queueDir)
      .filter((name) => QUEUE_FILE.test(name))
      .sort()
  } catch {
    return []
  }
}

/** Takes every waiting hook off the queue (the files are removed) as one batch. */
export function takeQueued(queueDir: string): Batch {
  const names = queuedFiles(queueDir)
  const lists = names.map((name) => {
    const file = path.join(queueDir, name)
    const payload = readFileSync(file, 'utf8')
    rmSync(file, { force: true })
    return changesInPayload(payload)
  })
  const first = names[0]?.match(QUEUE_FILE)?.[1]
  return { hooks: names.length, firstReceivedMs: first ? Number(first) : null, changes: mergeChanges(lists) }
}
