import type { Node } from 'gatsby'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { UPLOADS_DIR } from './upload-path'

type TreeNode = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** The node fields that hold sanitised CMS HTML. */
const HTML_FIELDS = ['content', 'introText'] as const

/** An inline image's address in CMS HTML and the items that use it (for messages an editor can act on). */
export interface UploadReference {
  sitePath: string
  items: string[]
}

function* imageElements(node: TreeNode): Generator<Element> {
  if (!('childNodes' in node)) return
  for (const child of node.childNodes) {
    if (child.nodeName === 'img') yield child as Element
    yield* imageElements(child)
  }
}

/** The addresses an `img` loads: its `src` and each `srcset` candidate's URL. */
function imageAddresses(image: Element): string[] {
  const attribute = (name: string) => image.attrs.find((attr) => attr.name === name)?.value
  const srcset = (attribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
  return [attribute('src') ?? '', ...srcset].filter((address) => address !== '')
}

/** "WpPage 12 (over-ons)": how a warning names the item an editor has to fix. */
export function describeItem(node: Node): string {
  const id =
    typeof node.databaseId === 'number' || typeof node.databaseId === 'string' ? node.databaseId : node.id
  const slug = typeof node.slug === 'string' && node.slug !== '' ? ` (${node.slug})` : ''
  return `${node.internal.type} ${id}${slug}`
}

/**
 * Every `/wp-content/uploads/…` address that an `img` in sanitised CMS HTML loads (`src` and `srcset`), with
 * the items that use it. Text, links and other attributes are never read: only what a page shows as an image
 * is published with the site.
 */
export function uploadReferencesIn(nodes: readonly Node[]): UploadReference[] {
  const found = new Map<string, Set<string>>()
  for (const node of nodes) {
    for (const field of HTML_FIELDS) {
      const html = node[field]
      if (typeof html !== 'string' || !html.includes(`/${UPLOADS_DIR}/`)) continue
      for (const image of imageElements(parseFragment(html))) {
        for (const address of imageAddresses(image)) {
          if (!address.startsWith(`/${UPLOADS_DIR}/`)) continue
          found.set(address, (found.get(address) ?? new Set()).add(describeItem(node)))
        }
      }
    }
  }
  return [...found.entries()]
    .map(([sitePath, items]) => ({ sitePath, items: [...items].sort() }))
    .sort((a, b) => (a.sitePath < b.sitePath ? -1 : a.sitePath > b.sitePath ? 1 : 0))
}
