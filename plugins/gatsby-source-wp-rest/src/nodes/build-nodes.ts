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
import { itemContext } from '../normalize/read'
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

/**
 * All REST documents → all nodes. Pure: the same documents give the same nodes, whichever source they came
 * from. `appAddresses` are the origins whose links become site paths (the CMS and the site itself);
 * `mediaHosts` the origins besides the CMS that media may come from.
 */
export function buildNodeInputs(
  raw: RawContent,
  appAddresses: readonly string[],
  mediaHosts: readonly string[] = [],
): NodeInput[] {
  const nodes: NodeInput[] = []
  for (const type of LIST_TYPES) {
    raw.lists[type.restType].forEach((item, index) => {
      const ctx = itemContext(type.restType, item, index)
      if (type.kind === 'term') nodes.push(normaliseTerm(type, item, ctx, appAddresses))
      else nodes.push(...normalisePost(type, item, ctx, appAddresses))
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
