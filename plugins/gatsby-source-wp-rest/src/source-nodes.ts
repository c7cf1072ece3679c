import type { GatsbyNode, SourceNodesArgs } from 'gatsby'
import { ERROR_CODES, registerErrorMap } from './error-codes'
import { buildNodeInputs } from './nodes/build-nodes'
import type { NodeInput } from './normalize/node-input'
import { appAddresses, resolveSettings, type SourceSettings } from './plugin-options'
import { collectRawContent } from './source/collect'
import { createLiveSource } from './source/live-source'
import type { RestSource } from './source/rest-source'
import { createSnapshotSource } from './snapshot/snapshot-source'

export async function createRestSource(settings: SourceSettings): Promise<RestSource> {
  return settings.baseUrl === null
    ? createSnapshotSource(settings.snapshotDir)
    : createLiveSource(settings.baseUrl, settings.http)
}

/** Fetches (or reads) every REST document and normalises it; everything the nodes need, or an error. */
export async function loadNodeInputs(
  settings: SourceSettings,
): Promise<{ source: RestSource; nodes: NodeInput[] }> {
  const source = await createRestSource(settings)
  const raw = await collectRawContent(source, settings.concurrency)
  return { source, nodes: buildNodeInputs(raw, appAddresses(source.cmsUrl, settings.siteUrl)) }
}

function createNodes(args: SourceNodesArgs, nodes: NodeInput[]): void {
  for (const { nodeType, key, fields } of nodes) {
    args.actions.createNode({
      ...fields,
      id: args.createNodeId(key),
      parent: null,
      children: [],
      internal: { type: nodeType, contentDigest: args.createContentDigest(fields) },
    })
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, options) => {
  const { reporter } = args
  registerErrorMap(reporter)
  const settings = resolveSettings(options)
  const activity = reporter.activityTimer(
    `gatsby-source-wp-rest: ${settings.baseUrl === null ? `snapshot ${settings.snapshotDir}` : `CMS ${settings.baseUrl}`}`,
  )
  activity.start()
  try {
    const { nodes } = await loadNodeInputs(settings)
    createNodes(args, nodes)
    activity.setStatus(`${nodes.length} nodes`)
  } catch (error) {
    // A failed CMS must stop the build: never a silently partial site.
    activity.panic({
      id: ERROR_CODES.sourcing,
      context: { sourceMessage: error instanceof Error ? error.message : String(error) },
      error: error instanceof Error ? error : undefined,
    })
  }
  activity.end()
}
