import path from 'node:path'
import type { PluginOptions } from 'gatsby'
import type { NodeInput } from '../../plugins/gatsby-source-wp-rest/src/normalize/node-input'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { resolveSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { loadNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/source-nodes'
import { publishInlineImages } from '../../plugins/gatsby-source-wp-rest/src/uploads/copy-inline-images'
import { imageFileProblem } from '../../plugins/gatsby-source-wp-rest/src/image/image-file-problem'
import { snapshotMediaFile } from '../../plugins/gatsby-source-wp-rest/src/snapshot/layout'
import { unplacedNotice } from '../../src/build/load-routes'
import { buildRoutes, type RoutableNode } from '../../src/lib/route-table'
import { readFile } from 'node:fs/promises'
import type { CorpusCase } from './corpus'

/** The nodes of one type as the route table reads them from the data layer (load-routes.ts's query). */
function routable(nodes: readonly NodeInput[], nodeType: string): RoutableNode[] {
  const byId = new Map(
    nodes.filter((node) => node.nodeType === nodeType).map((node) => [node.fields.databaseId, node]),
  )
  return [...byId.values()].map(({ key, fields }) => {
    const parent = typeof fields.parentDatabaseId === 'number' ? byId.get(fields.parentDatabaseId) : undefined
    return {
      id: key,
      databaseId: fields.databaseId as number,
      slug: String(fields.slug),
      path: String(fields.path),
      modified: String(fields.modified),
      parentItem: parent ? { path: String(parent.fields.path) } : null,
    }
  })
}

/** Every image a page would ask for, checked as the image resolver checks it before processing. */
async function imageNotices(
  nodes: readonly NodeInput[],
  snapshotDir: string,
  cmsUrl: string,
): Promise<ItemNotice[]> {
  const notices: ItemNotice[] = []
  for (const { nodeType, fields } of nodes) {
    if (nodeType !== 'WpMedia') continue
    const file = snapshotMediaFile(snapshotDir, cmsUrl, String(fields.url))
    if (file === null) continue
    const problem = await imageFileProblem(file, await readFile(file))
    if (problem === null) continue
    notices.push({
      restType: 'media',
      id: fields.databaseId as number,
      label: String(fields.filename),
      outcome: 'cut',
      problem,
    })
  }
  return notices
}

/**
 * Sources a snapshot the way a build does (reading, normalising, relations, the CMS's images in HTML, the route
 * table, the featured images' files), without Gatsby: what each item costs, as notices.
 */
export async function sourceLikeABuild(
  snapshotDir: string,
  publicDir: string,
): Promise<{ nodes: NodeInput[]; notices: ItemNotice[] }> {
  const settings = resolveSettings({ plugins: [], snapshotDir, retries: 0 } as unknown as PluginOptions)
  const notices: ItemNotice[] = []
  const loaded = await loadNodeInputs(settings, { lists: {}, readAt: null }, notices)
  const nodes = await publishInlineImages(loaded.nodes, settings, publicDir, notices)
  const unplaced: Parameters<typeof buildRoutes>[1] = []
  buildRoutes(
    {
      frontPage: null,
      pages: routable(nodes, 'WpPage'),
      products: routable(nodes, 'WpProduct'),
      careers: routable(nodes, 'WpCareer'),
      concepts: routable(nodes, 'WpConcept'),
      references: routable(nodes, 'WpReference'),
      activities: routable(nodes, 'WpActivity'),
    },
    unplaced,
  )
  notices.push(...unplaced.map(unplacedNotice))
  notices.push(...(await imageNotices(nodes, snapshotDir, loaded.source.cmsUrl)))
  return { nodes, notices }
}

/** The case's notice, when one names it as the case says. */
export function noticeFor(testCase: CorpusCase, notices: readonly ItemNotice[]): ItemNotice | undefined {
  return notices.find(
    (notice) =>
      notice.restType === testCase.restType &&
      notice.id === testCase.id &&
      notice.outcome === testCase.outcome &&
      (testCase.field === undefined || (notice.field ?? '').startsWith(testCase.field)),
  )
}

export const SNAPSHOT_DIR = path.resolve(__dirname, '../../content/snapshot')
