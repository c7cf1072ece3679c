import { LIST_TYPES, nodeTypeOf } from '../content-types'
import { fieldName } from '../normalize/acf-fields'
import { nodeKey, type NodeInput } from '../normalize/node-input'
import { noteCut, noteLeftOut, type ItemContext } from '../normalize/read'
import { message } from '../rules/content-rules'
import { FIELDS } from '../rules/fields'
import { LEFT_OUT } from './item-guard'

/** An item that passed its own checks: its node, then its image's, and where its notices go. */
export interface SourcedItem {
  ctx: ItemContext
  nodes: [NodeInput, ...NodeInput[]]
}

export const ownNode = (item: SourcedItem): NodeInput => item.nodes[0]
const own = ownNode

/** Why an item's parent makes its address wrong (Dutch), or null when the parent is on the site. */
function parentProblem(item: SourcedItem, byKey: ReadonlyMap<string, SourcedItem>): string | null {
  const { nodeType, key } = own(item)
  const seen = new Set([key])
  let parentId = own(item).fields.parentDatabaseId
  while (typeof parentId === 'number') {
    const parentKey = nodeKey(nodeType, parentId)
    if (seen.has(parentKey)) {
      return `de bovenliggende pagina (${parentId}) ligt onder dit item zelf: een kring van bovenliggende pagina's`
    }
    const parent = byKey.get(parentKey)
    if (!parent) return message('unknownId', { label: 'De bovenliggende pagina', value: parentId })
    seen.add(parentKey)
    parentId = own(parent).fields.parentDatabaseId
  }
  return null
}

/**
 * Items whose parent is not on the site (deleted, not published, left out, of another type, or the item itself
 * somewhere up the chain): their address lies under a page that does not exist, so they are left out. Repeated
 * until nothing changes, since leaving out a parent leaves its children without one.
 */
export function withoutOrphans(items: readonly SourcedItem[]): SourcedItem[] {
  let kept = [...items]
  for (;;) {
    const byKey = new Map(kept.map((item) => [own(item).key, item]))
    const next = kept.filter((item) => {
      const problem = parentProblem(item, byKey)
      if (problem !== null)
        noteLeftOut(item.ctx, `${problem}; ${LEFT_OUT}.`, 'parent', own(item).fields.parentDatabaseId)
      return problem === null
    })
    if (next.length === kept.length) return next
    kept = next
  }
}

/** The ids that point at items on the site; the editor is told about each one that does not. */
export function existingIds(
  ctx: ItemContext,
  ids: unknown,
  targetType: string,
  keys: ReadonlySet<string>,
  field: { key: string; label: string },
): number[] {
  const list = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
  return list.filter((id) => {
    if (keys.has(nodeKey(targetType, id))) return true
    noteCut(
      ctx,
      `${message('unknownId', { label: field.label, value: id })}; die verwijzing is weggelaten.`,
      field.key,
      id,
    )
    return false
  })
}

/** Links to other items (related products, activity types) that point at nothing are dropped, one by one. */
export function withExistingLinks(items: readonly SourcedItem[], keys: ReadonlySet<string>): SourcedItem[] {
  const activityType = nodeTypeOf('activity_type')
  return items.map((item) => {
    const node = own(item)
    const type = LIST_TYPES.find((candidate) => candidate.nodeType === node.nodeType)
    if (!type) return item
    const fields = { ...node.fields }
    for (const [key, spec] of Object.entries(FIELDS[type.restType])) {
      if (!spec.link) continue
      const name = fieldName(key, spec)
      fields[name] = existingIds(item.ctx, fields[name], nodeTypeOf(spec.link.restType), keys, {
        key: `acf.${key}`,
        label: spec.label,
      })
    }
    if (Array.isArray(fields.activityTypeIds)) {
      fields.activityTypeIds = existingIds(item.ctx, fields.activityTypeIds, activityType, keys, {
        key: 'activity_type',
        label: 'De soort activiteit',
      })
    }
    return { ...item, nodes: [{ ...node, fields }, ...item.nodes.slice(1)] as SourcedItem['nodes'] }
  })
}
