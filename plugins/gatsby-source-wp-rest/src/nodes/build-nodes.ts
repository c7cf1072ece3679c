import { LIST_TYPES } from '../content-types'
import { MalformedItemError } from '../fetch/errors'
import { mediaOriginProblem } from '../fetch/download'
import type { RawContent } from '../source/collect'
import { normaliseFrontPage } from '../normalize/front-page'
import { MEDIA_NODE_TYPE } from '../normalize/media'
import { normaliseMenu } from '../normalize/menu'
import type { NodeInput } from '../normalize/node-input'
import { normaliseOptions } from '../normalize/options'
import { normalisePost } from '../normalize/post'
import { itemContext, noticeId } from '../normalize/read'
import type { ItemNotice } from '../notices/item-notices'
import { normaliseTerm } from '../normalize/term'
import { addReverseLinks } from './reverse-links'

/**
 * Media are downloaded at build time, so their addresses are checked now: only the CMS's own origin and the
 * configured media hosts. Anything else fails the build, naming the media item (an editor can replace it).
 */
function checkMediaOrigins(nodes: readonly NodeInput[], allowedOrigins: readonly string[]): void {
  for (const { nodeType, fields } of nodes) {
    if (nodeType !== MEDIA_NODE_TYPE) continue
    const url = String(fields.url)
    const problem = mediaOriginProblem(url, allowedOrigins)
    if (problem !== null) {
      throw new MalformedItemError(
        'media',
        String(fields.databaseId),
        'source_url',
        `${problem}, got ${JSON.stringify(url)}`,
      )
    }
  }
}

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
  return `het adres ${path} is gereserveerd voor bestanden van de website zelf; geef het item een andere slug`
}

/**
 * All REST documents → all nodes. Pure: the same documents give the same nodes, whichever source they came
 * from. `appAddresses` are the origins whose links become site paths (the CMS and the site itself);
 * `mediaHosts` the origins besides the CMS that media may come from.
 */
export function buildNodeInputs(
  raw: RawContent,
  appAddresses: readonly string[],
  mediaHosts: readonly string[] = [],
  { reservedPaths = [], notices = [] }: AuthorChecks = {},
): NodeInput[] {
  const nodes: NodeInput[] = []
  for (const type of LIST_TYPES) {
    raw.lists[type.restType].forEach((item, index) => {
      const ctx = itemContext(type.restType, item, index, notices)
      if (type.kind === 'term') {
        nodes.push(normaliseTerm(type, item, ctx, appAddresses))
        return
      }
      const [post, ...media] = normalisePost(type, item, ctx, appAddresses)
      const taken = post ? reservedPathProblem(String(post.fields.path), reservedPaths) : null
      if (taken === null) nodes.push(...(post ? [post] : []), ...media)
      else
        notices.push({
          restType: ctx.type,
          id: noticeId(ctx),
          label: ctx.label,
          outcome: 'left-out',
          problem: taken,
        })
    })
  }
  nodes.push(...normaliseFrontPage(raw.frontPage, appAddresses))
  for (const [location, items] of Object.entries(raw.menus)) {
    nodes.push(normaliseMenu(location, items, raw.menuLocations, appAddresses))
  }
  nodes.push(normaliseOptions(raw.options))
  checkMediaOrigins(nodes, [new URL(raw.cmsUrl).origin, ...mediaHosts])
  // Media embedded in several items arrive several times; one node each.
  return addReverseLinks([...new Map(nodes.map((node) => [node.key, node])).values()])
}
