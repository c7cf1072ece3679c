import type { ListTypeConfig } from '../content-types'
import type { RestSource } from './rest-source'

/** How one list was obtained, for the build log and the tests. */
export interface ListResult {
  items: unknown[]
  /** items received in full on this build */
  fetched: number
  /** items the previous build had that are gone now (trashed, unpublished, deleted) */
  removed: number
  incremental: boolean
}

/** What the index call asks for of every item: enough to tell whether the previous build's copy is current. */
export const INDEX_FIELDS = ['id', 'modified_gmt', 'link'] as const

/**
 * Without the moment the previous build read the lists (a CMS that sends no Date header), the changes are
 * asked for from a minute before the newest known change: WordPress stores modification times to the second,
 * and an editor may save twice within one. That always fetches the newest item(s) again.
 */
const OVERLAP_MS = 60_000

/**
 * With that moment: from a few seconds before it. An item saved after the previous build read it has a
 * modification time at or after that second (or a different one, which the index shows); a save under way
 * while it was read (its time set, its fields written a moment later) is covered by the margin. An item
 * changed well before the previous build is not fetched again.
 */
const READ_MARGIN_MS = 5_000

type Item = Record<string, unknown>
const asItem = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {})

function idOf(value: unknown): number | null {
  const { id } = asItem(value)
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** The newest `modified_gmt` among the items (the CMS's own clock), or null when an item lacks one. */
function newestModification(items: readonly unknown[]): string | null {
  let newest = ''
  for (const item of items) {
    const modified = asItem(item).modified_gmt
    if (typeof modified !== 'string' || Number.isNaN(Date.parse(`${modified}Z`))) return null
    if (modified > newest) newest = modified
  }
  return newest === '' ? null : newest
}

export function changesSince(newestModifiedGmt: string): string {
  return new Date(Date.parse(`${newestModifiedGmt}Z`) - OVERLAP_MS).toISOString()
}

/** The moment to ask for changes from: see READ_MARGIN_MS and OVERLAP_MS. */
export function changesMoment(newestModifiedGmt: string, previousReadAt: string | null): string {
  const readAt = previousReadAt === null ? Number.NaN : Date.parse(previousReadAt)
  return Number.isNaN(readAt)
    ? changesSince(newestModifiedGmt)
    : new Date(readAt - READ_MARGIN_MS).toISOString()
}

function requireId(item: unknown, type: ListTypeConfig, call: string): number {
  const id = idOf(item)
  if (id === null)
    throw new Error(`The CMS list of ${type.restType} (${call}) has an item without a numeric id.`)
  return id
}

/** The copy we hold is current when the index shows the same modification time and link. */
const isCurrent = (held: unknown, indexEntry: unknown) =>
  held !== undefined && INDEX_FIELDS.every((field) => asItem(held)[field] === asItem(indexEntry)[field])

/**
 * One list, fetched whole, or, when the previous build's items are known and the CMS can answer "what changed",
 * as the previous items updated with only what changed: the items modified since the newest known change
 * (`modified_after`), checked against the index of the list (ids, modification times, links), which also
 * shows deletions, the order, and the few items that changed without a newer modification time.
 * `previousReadAt` is the CMS's clock when the previous build read the lists (RestSource.firstAnswerAt).
 */
export async function listItems(
  source: RestSource,
  type: ListTypeConfig,
  previous: readonly unknown[] | undefined,
  previousReadAt: string | null = null,
): Promise<ListResult> {
  const since = previous && type.kind === 'post' ? newestModification(previous) : null
  if (!source.changes || !previous || since === null) {
    const items = await source.list(type)
    return { items, fetched: items.length, removed: 0, incremental: false }
  }
  const { changes } = source
  const [index, modified] = await Promise.all([
    changes.index(type),
    changes.modifiedAfter(type, changesMoment(since, previousReadAt)),
  ])
  const held = new Map<number, unknown>()
  for (const item of previous) {
    const id = idOf(item)
    if (id !== null) held.set(id, item)
  }
  for (const item of modified) held.set(requireId(item, type, 'modified_after'), item)

  const ids = index.map((entry) => requireId(entry, type, 'index'))
  const staleIds = ids.filter((id, position) => !isCurrent(held.get(id), index[position]))
  if (staleIds.length > 0) {
    for (const item of await changes.byIds(type, staleIds)) held.set(requireId(item, type, 'include'), item)
  }

  const items = ids.map((id) => {
    if (!held.has(id)) {
      throw new Error(`The CMS lists ${type.restType} ${id}, but did not return it when asked for it by id.`)
    }
    return held.get(id)
  })
  const current = new Set(ids)
  const removed = previous.filter((item) => {
    const id = idOf(item)
    return id !== null && !current.has(id)
  }).length
  return { items, fetched: modified.length + staleIds.length, removed, incremental: true }
}
