import { LIST_TYPES, type ListTypeConfig } from '../content-types'
import { MalformedItemError } from '../fetch/errors'
import type { RawContent } from '../source/collect'
import { normaliseFrontPage } from '../normalize/front-page'
import { normaliseMenu } from '../normalize/menu'
import type { NodeInput } from '../normalize/node-input'
import { normaliseOptions } from '../normalize/options'
import { normalisePost } from '../normalize/post'
import { itemContext, type ItemContext } from '../normalize/read'
import type { ItemNotice } from '../notices/item-notices'
import { normaliseTerm } from '../normalize/term'
import { guardItem } from './item-guard'
import { ownNode, withExistingLinks, withoutOrphans, type SourcedItem } from './relations'
import { addReverseLinks } from './reverse-links'

/** What the site checks of each item on behalf of its authors, and where it notes what an item lost. */
export interface AuthorChecks {
  /** first path segments the site's own files use (`_headers`, `static`, …): no item may be published there */
  reservedPaths?: readonly string[]
  /** receives a notice for each item left out or cut (see notices/item-notices.ts) */
  notices?: ItemNotice[]
}

/** Why an item may not be published at `path` (Dutch, for the editor), or null when it may. */
export function reservedPathProblem(path: string, reservedPaths: readonly string[]): string | null {
  const first = path.split('/').find((segment) => segment !== '') ?? ''
  if (!reservedPaths.includes(first.toLowerCase())) return null
  return `het adres ${path} is gereserveerd voor bestanden van de website zelf (geef het item een andere slug)`
}

/** One list item → its nodes, or a thrown error the item's boundary turns into a notice. */
function itemNodes(
  type: ListTypeConfig,
  item: unknown,
  ctx: ItemContext,
  addresses: { app: readonly string[]; media: readonly string[] },
  reservedPaths: readonly string[],
): SourcedItem['nodes'] {
  if (type.kind === 'term') return [normaliseTerm(type, item, ctx, addresses.app)]
  const nodes = normalisePost(type, item, ctx, addresses.app, addresses.media)
  const taken = reservedPathProblem(String(nodes[0].fields.path), reservedPaths)
  if (taken !== null) throw new MalformedItemError(ctx.type, ctx.id, 'slug', 'is reserved', { dutch: taken })
  return nodes
}

/**
 * All REST documents → all nodes. Pure: the same documents give the same nodes, whichever source they came
 * from. `appAddresses` are the origins whose links become site paths (the CMS and the site itself);
 * `mediaHosts` the origins besides the CMS that media may come from.
 *
 * Every list item passes its own boundary (item-guard.ts), then the checks of the links between items
 * (relations.ts): one author's mistake costs that item or that field, never the build. What remains site-wide (a
 * front page, menus or options the site cannot use) throws, and the build stops naming it.
 */
export function buildNodeInputs(
  raw: RawContent,
  appAddresses: readonly string[],
  mediaHosts: readonly string[] = [],
  { reservedPaths = [], notices = [] }: AuthorChecks = {},
): NodeInput[] {
  const addresses = { app: appAddresses, media: [new URL(raw.cmsUrl).origin, ...mediaHosts] }
  const sourced: SourcedItem[] = []
  for (const type of LIST_TYPES) {
    raw.lists[type.restType].forEach((item, index) => {
      const ctx = itemContext(type.restType, item, index, notices)
      const nodes = guardItem(ctx, (own) => itemNodes(type, item, own, addresses, reservedPaths))
      if (nodes !== null) sourced.push({ ctx, nodes })
    })
  }
  const placed = withoutOrphans(sourced)
  const keys = new Set(placed.map((item) => ownNode(item).key))
  const items = withExistingLinks(placed, keys)
  const nodes = items.flatMap((item) => item.nodes)
  // The front page's highlights and the menus link listed items only (listed.ts): in the preview, a draft is
  // not highlighted or in a menu of another item's page.
  const listed = new Set(
    items
      .map(ownNode)
      .filter((node) => node.fields.listed !== false)
      .map((node) => node.key),
  )
  nodes.push(
    ...normaliseFrontPage(raw.frontPage, appAddresses, {
      keys: listed,
      notices,
      mediaOrigins: addresses.media,
    }),
  )
  for (const [location, menuItems] of Object.entries(raw.menus)) {
    nodes.push(normaliseMenu(location, menuItems, raw.menuLocations, appAddresses, { keys: listed, notices }))
  }
  nodes.push(normaliseOptions(raw.options, notices))
  // Media embedded in several items arrive several times; one node each.
  return addReverseLinks([...new Map(nodes.map((node) => [node.key, node])).values()])
}
