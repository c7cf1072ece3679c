import type { NodeInput } from '../../plugins/gatsby-source-wp-rest/src/normalize/node-input'

/**
 * Nodes in key order as plain JSON, with one CMS address written as another: two sources of the same content
 * differ in their CMS address (media URLs are absolute), and in nothing else.
 */
export function nodesInKeyOrder(nodes: readonly NodeInput[], fromAddress = '', toAddress = ''): NodeInput[] {
  const json = JSON.stringify([...nodes].sort((a, b) => a.key.localeCompare(b.key)))
  return JSON.parse(fromAddress === '' ? json : json.split(fromAddress).join(toAddress)) as NodeInput[]
}
