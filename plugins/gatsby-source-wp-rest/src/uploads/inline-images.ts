import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5'
import type { NodeInput } from '../normalize/node-input'
import { UPLOADS_DIR } from './upload-path'

type TreeNode = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** The node fields that hold sanitised CMS HTML. */
const HTML_FIELDS = ['content', 'introText'] as const

/** An inline image's address in CMS HTML and the nodes that show it (by key, and named for messages). */
export interface UploadReference {
  sitePath: string
  /** "WpPage 12 (over-ons)": how a warning names the items an editor has to fix */
  items: string[]
  keys: string[]
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
export function describeItem({ nodeType, key, fields }: NodeInput): string {
  const id = typeof fields.databaseId === 'number' ? fields.databaseId : key
  const slug = typeof fields.slug === 'string' && fields.slug !== '' ? ` (${fields.slug})` : ''
  return `${nodeType} ${id}${slug}`
}

const htmlFieldsOf = (node: NodeInput) =>
  HTML_FIELDS.flatMap((field) => {
    const html = node.fields[field]
    return typeof html === 'string' && html.includes(`/${UPLOADS_DIR}/`) ? [{ field, html }] : []
  })

/**
 * Every `/wp-content/uploads/…` address that an `img` in sanitised CMS HTML loads (`src` and `srcset`), with
 * the items that use it. Text, links and other attributes are never read: only what a page shows as an image
 * is published with the site.
 */
export function uploadReferencesIn(nodes: readonly NodeInput[]): UploadReference[] {
  const found = new Map<string, Map<string, string>>()
  for (const node of nodes) {
    for (const { html } of htmlFieldsOf(node)) {
      for (const image of imageElements(parseFragment(html))) {
        for (const address of imageAddresses(image)) {
          if (!address.startsWith(`/${UPLOADS_DIR}/`)) continue
          const users = found.get(address) ?? new Map<string, string>()
          found.set(address, users.set(node.key, describeItem(node)))
        }
      }
    }
  }
  return [...found.entries()]
    .map(([sitePath, users]) => ({
      sitePath,
      items: [...new Set(users.values())].sort(),
      keys: [...users.keys()],
    }))
    .sort((a, b) => (a.sitePath < b.sitePath ? -1 : a.sitePath > b.sitePath ? 1 : 0))
}

function removeImages(node: TreeNode, refused: ReadonlySet<string>): void {
  if (!('childNodes' in node)) return
  node.childNodes = node.childNodes.filter(
    (child) =>
      child.nodeName !== 'img' || !imageAddresses(child as Element).some((address) => refused.has(address)),
  )
  for (const child of node.childNodes) removeImages(child, refused)
}

/** The node without the `img` elements that load one of the `refused` addresses (other HTML as it was). */
export function withoutImages(node: NodeInput, refused: ReadonlySet<string>): NodeInput {
  const fields = { ...node.fields }
  for (const { field, html } of htmlFieldsOf(node)) {
    const fragment = parseFragment(html)
    removeImages(fragment, refused)
    fields[field] = serialize(fragment)
  }
  return { ...node, fields }
}
