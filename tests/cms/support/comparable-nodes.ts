import type { NodeInput } from '../../../plugins/gatsby-source-wp-rest/src/normalize/node-input'
import { plainText } from '../../../plugins/gatsby-source-wp-rest/src/normalize/text'
import { nodesInKeyOrder } from '../../helpers/nodes-in-key-order'

/**
 * WordPress renders stored HTML through its content filters (curly quotes and dashes, `loading`/`width`
 * attributes on images, paragraphs), so HTML the CMS serves is never byte-equal to the HTML it was given.
 * Content is equal when its text (typography folded) and every link and image address are.
 */
export function renderedContent(html: string): { text: string; addresses: string[] } {
  const text = plainText(html)
    .replace(/[‘’]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
  const addresses = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? '')
  return { text, addresses }
}

/** Nodes in key order, with one CMS address standing for another and content compared as rendered content. */
export function comparableNodes(nodes: readonly NodeInput[], fromAddress = '', toAddress = ''): unknown {
  return nodesInKeyOrder(nodes, fromAddress, toAddress).map((node) =>
    typeof node.fields.content === 'string'
      ? { ...node, fields: { ...node.fields, content: renderedContent(node.fields.content) } }
      : node,
  )
}

/** Whole nodes for menus, options and the front page; ids, slugs, paths, parents and order for the rest. */
export function identities(nodes: readonly NodeInput[]): unknown[] {
  const whole = new Set(['WpMenu', 'WpSiteOptions', 'WpFrontPage'])
  return nodesInKeyOrder(nodes).map(({ nodeType, key, fields }) =>
    whole.has(nodeType)
      ? { key, fields }
      : {
          key,
          slug: fields.slug,
          path: fields.path,
          parent: fields.parentDatabaseId,
          menuOrder: fields.menuOrder,
        },
  )
}
