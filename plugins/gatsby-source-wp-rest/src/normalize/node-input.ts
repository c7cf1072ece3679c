/**
 * A node before Gatsby sees it: its type, a stable key (the node id is derived from it) and its fields.
 * Keeping this plain and free of Gatsby APIs lets tests compare the nodes of two sources directly.
 */
export interface NodeInput {
  nodeType: string
  key: string
  fields: Record<string, unknown>
}

export const nodeKey = (nodeType: string, databaseId: number | string) => `${nodeType}:${databaseId}`
