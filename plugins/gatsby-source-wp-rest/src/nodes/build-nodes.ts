import { LIST_TYPES } from '../content-types'
import type { RawContent } from '../source/collect'
import { normaliseFrontPage } from '../normalize/front-page'
import { normaliseMenu } from '../normalize/menu'
import type { NodeInput } from '../normalize/node-input'
import { normaliseOptions } from '../normalize/options'
import { normalisePost } from '../normalize/post'
import { itemContext } from '../normalize/read'
import { normaliseTerm } from '../normalize/term'

/**
 * All REST documents → all nodes. Pure: the same documents give the same nodes, whichever source they came
 * from. `appAddresses` are the origins whose links become site paths (the CMS and the site itself).
 */
export function buildNodeInputs(raw: RawContent, appAddresses: readonly string[]): NodeInput[] {
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
  // Media embedded in several items arrive several times; one node each.
  return [...new Map(nodes.map((node) => [node.key, node])).values()]
}
