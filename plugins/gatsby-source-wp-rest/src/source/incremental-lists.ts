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

/**
 * WordPress stores modification times to the second, and an editor may save twice within one. Asking for
 * changes from a minute before the newest known change costs a few items and never misses one.
 */
const OVERLAP_MS = 60_000

function idOf(item: unknown): number | null {
  const id = item && typeof item === 'object' && 'id' in item ? item.id : null
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** The newest `modified_gmt` among the items (the CMS's own clock), or null when an item lacks one. */
function newestModification(items: readonly unknown[]): string | null {
  let newest = ''
  for (const item of items) {
    const modified = item && typeof item === 'object' && 'modified_gmt' in item ? item.modified_gmt : null
    if (typeof modified !== 'string' || Number.isNaN(Date.parse(`${modified}Z`))) return null
    if (modified > newest) newest = modified
  }
  return newest === '' ? null : newest
}

export function changesSince(newestModifiedGmt: string): string {
  return new Date(Date.parse(`${newestModifiedGmt}Z`) - OVERLAP_MS).toISOString()
}

function requireId(item: unknown, type: ListTypeConfig, call: string): number {
  const id = idOf(item)
  if (id === null)
    throw new Error(`The CMS list of ${type.restType} (${call}) has an item without a numeric id.`)
  return id
}

/**
 * One list, fetched whole, or, when the previous build's items are known and the CMS can answer "what changed",
 * as the previous items updated with only what changed: the ids now published (for deletions and the order),
 * the items modified since the newest known change, and any id that is new without being modified (a
 * scheduled post going live keeps its modification time).
 */
export async function listItems(
  source: RestSource,
  type: ListTypeConfig,
  previous: readonly unknown[] | undefined,
): Promise<ListResult> {
  const since = previous && type.kind === 'post' ? newestModification(previous) : null
  if (!source.changes || !previous || since === null) {
    const items = await source.list(type)
    return { items, fetched: items.length, removed: 0, incremental: false }
  }
  const { changes } = source
  const [listed, modified] = await Promise.all([
    changes.ids(type),
    changes.modifiedAfter(type, changesSince(since)),
  ])
  const ids = listed.map((item) => requireId(item, type, 'ids'))
  const byId = new Map<number, unknown>()
  for (const item of previous) {
    const id = idOf(item)
    if (id !== null) byId.set(id, item)
  }
  for (const item of modified) byId.set(requireId(item, type, 'modified_after'), item)
  const unknownIds = ids.filter((id) => !byId.has(id))
  if (unknownIds.length > 0) {
    for (const item of await changes.byIds(type, unknownIds)) byId.set(requireId(item, type, 'include'), item)
  }

  const current = new Set(ids)
  const items = ids.map((id) => {
    if (!byId.has(id)) {
      throw new Error(`The CMS lists ${type.restType} ${id}, but did not return it when asked for it by id.`)
    }
    return byId.get(id)
  })
  const removed = previous.filter((item) => {
    const id = idOf(item)
    return id !== null && !current.has(id)
  }).length
  return { items, fetched: modified.length + unknownIds.length, removed, incremental: true }
}
