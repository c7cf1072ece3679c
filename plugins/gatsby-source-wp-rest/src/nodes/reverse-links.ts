import { nodeTypeOf, POST_TYPES } from '../content-types'
import { nodeKey, type NodeInput } from '../normalize/node-input'

const POST_NODE_TYPES = new Set(POST_TYPES.map((type) => type.nodeType))
const ACTIVITY_TYPE_NODE_TYPE = nodeTypeOf('activity_type')
const ACTIVITY_NODE_TYPE = nodeTypeOf('activities')

/** In id order, not the order of the lists: a live CMS and a snapshot list items in different orders. */
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b)

function append<K>(lists: Map<K, number[]>, key: K, id: number): void {
  const list = lists.get(key)
  if (list) list.push(id)
  else lists.set(key, [id])
}

/**
 * Links that point back (a product's children, an activity type's activities) written into the nodes they
 * start from, as WordPress ids, once every node is known. The schema then resolves every link by node id
 * instead of searching a type: Gatsby makes a page that searches a type depend on every node of it, so one
 * edited product would re-run every product page's query. A node whose children change gets a new digest, so
 * its page still re-runs when a child is added, moved or removed.
 */
export function addReverseLinks(nodes: readonly NodeInput[]): NodeInput[] {
  const children = new Map<string, number[]>()
  const activities = new Map<number, number[]>()
  for (const { nodeType, fields } of nodes) {
    // An item only its own preview shows is nobody's child and no type's activity (listed.ts).
    if (fields.listed === false) continue
    const id = fields.databaseId as number
    if (POST_NODE_TYPES.has(nodeType) && typeof fields.parentDatabaseId === 'number') {
      append(children, nodeKey(nodeType, fields.parentDatabaseId), id)
    }
    if (nodeType === ACTIVITY_NODE_TYPE) {
      for (const typeId of fields.activityTypeIds as number[]) {
        append(activities, typeId, id)
      }
    }
  }
  return nodes.map((node) => {
    if (POST_NODE_TYPES.has(node.nodeType)) {
      const childDatabaseIds = ascending(children.get(node.key) ?? [])
      return { ...node, fields: { ...node.fields, childDatabaseIds } }
    }
    if (node.nodeType === ACTIVITY_TYPE_NODE_TYPE) {
      const activityDatabaseIds = ascending(activities.get(node.fields.databaseId as number) ?? [])
      return { ...node, fields: { ...node.fields, activityDatabaseIds } }
    }
    return node
  })
}
