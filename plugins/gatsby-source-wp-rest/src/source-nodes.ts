import path from 'node:path'
import type { GatsbyCache, GatsbyNode, SourceNodesArgs } from 'gatsby'
import { ERROR_CODES, registerErrorMap } from './error-codes'
import { executingGatsbyCommand } from './gatsby-internals'
import { buildNodeInputs } from './nodes/build-nodes'
import type { NodeInput } from './normalize/node-input'
import { appAddresses, resolveSettings, type SourceSettings } from './plugin-options'
import { collectRawContent, type ListReport, type PreviousLists, type RawLists } from './source/collect'
import { createLiveSource } from './source/live-source'
import type { RestSource } from './source/rest-source'
import { createSnapshotSource } from './snapshot/snapshot-source'
import { withoutProtected } from './source/protected-items'
import { credentialsProblem, previewRefusal } from './preview/preview-guard'
import { isPublished, statusProblem } from './preview/preview-item'
import { leftOutNotice } from './nodes/item-guard'
import { itemContext } from './normalize/read'
import { createPreviewSource } from './preview/preview-source'
import { writePreviewState } from './preview/preview-state'
import { readStartLine } from './source/read-start'
import { recordItemNotices, recordSiteFault, type ItemNotice } from './notices/item-notices'
import { siteFaultInDutch } from './fetch/errors'
import { publishInlineImages } from './uploads/copy-inline-images'

export async function createRestSource(settings: SourceSettings): Promise<RestSource> {
  if (settings.baseUrl === null) return createSnapshotSource(settings.snapshotDir)
  if (settings.preview === null) return createLiveSource(settings.baseUrl, settings.http)
  const problem = credentialsProblem(settings.baseUrl)
  if (problem !== null) throw new Error(problem)
  return createPreviewSource(settings.baseUrl, settings.http, settings.concurrency)
}

/**
 * Only the preview shows what is not published; a build drops anything else a CMS might send. Drafts and the like
 * are dropped quietly; an item whose status WordPress never gives (an import's) is named for its editor.
 */
function publishedOnly(lists: RawLists, notices: ItemNotice[]): RawLists {
  return Object.fromEntries(
    Object.entries(lists).map(([type, items]) => [
      type,
      items.filter((item, index) => {
        const problem = statusProblem(item)
        if (problem !== null) notices.push(leftOutNotice(itemContext(type, item, index, notices), problem))
        return problem === null && isPublished(item)
      }),
    ]),
  ) as RawLists
}

/**
 * Fetches (or reads) every REST document and normalises it; everything the nodes need, or an error. Given the
 * lists of the previous build, a live CMS is only asked for what changed (see incremental-lists.ts).
 */
export async function loadNodeInputs(
  settings: SourceSettings,
  previous: PreviousLists = { lists: {}, readAt: null },
  notices: ItemNotice[] = [],
): Promise<{
  source: RestSource
  nodes: NodeInput[]
  lists: RawLists
  report: ListReport
  readAt: string | null
  /** password-protected items a build left out ("careers 212 (stagiair-support)") */
  skippedProtected: string[]
}> {
  const source = await createRestSource(settings)
  const raw = await collectRawContent(source, settings.concurrency, previous)
  // A build publishes neither drafts nor password-protected items; the preview (editors only) shows both.
  const published = settings.preview === null ? withoutProtected(publishedOnly(raw.lists, notices)) : null
  const shown = published === null ? raw : { ...raw, lists: published.lists }
  const nodes = buildNodeInputs(shown, appAddresses(source.cmsUrl, settings.siteUrl), settings.mediaHosts, {
    reservedPaths: settings.reservedPaths,
    notices,
  })
  return {
    source,
    nodes,
    lists: raw.lists,
    report: raw.report,
    readAt: raw.readAt,
    skippedProtected: published?.skipped ?? [],
  }
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

/**
 * The previous build's lists live in Gatsby's cache, per CMS address (a switch of CMS starts afresh), with the
 * CMS's clock when they were read. The version changes when what is stored changes, so an old cache is never
 * misread.
 */
const listsCacheKey = (cmsUrl: string) => `rest-lists v2 ${cmsUrl}`

async function previousLists(cache: GatsbyCache, settings: SourceSettings): Promise<PreviousLists> {
  const none: PreviousLists = { lists: {}, readAt: null }
  // The preview sources drafts and autosaves whole every time; it never reads or writes the build's lists.
  if (settings.baseUrl === null || settings.preview !== null) return none
  const cached: unknown = await cache.get(listsCacheKey(settings.baseUrl))
  if (!cached || typeof cached !== 'object' || !('lists' in cached)) return none
  const { lists } = cached
  const readAt = 'readAt' in cached && typeof cached.readAt === 'string' ? cached.readAt : null
  if (!lists || typeof lists !== 'object') return none
  // Only lists that are arrays; anything else is fetched whole.
  return {
    lists: Object.fromEntries(Object.entries(lists).filter(([, items]) => Array.isArray(items))),
    readAt,
  }
}

/**
 * "incremental: 1 of 52 items fetched, 0 removed; activity_type (4) fetched whole" or "56 of 56 items
 * fetched". Lists without modification times (taxonomies) are fetched whole on every build, like the menus
 * and options, and are named apart from the items that were checked for changes.
 */
export function describeListReport(report: ListReport, lists: RawLists): string {
  const entries = Object.entries(report) as Array<[keyof RawLists, ListReport[keyof RawLists]]>
  const sum = (selected: typeof entries, count: (entry: (typeof entries)[number]) => number) =>
    selected.reduce((total, entry) => total + count(entry), 0)
  const checked = entries.filter(([, list]) => list.incremental)
  if (checked.length === 0) {
    const total = sum(entries, ([type]) => lists[type].length)
    return `${sum(entries, ([, list]) => list.fetched)} of ${total} items fetched`
  }
  const fetched = sum(checked, ([, list]) => list.fetched)
  const total = sum(checked, ([type]) => lists[type].length)
  const removed = sum(checked, ([, list]) => list.removed)
  const whole = entries
    .filter(([, list]) => !list.incremental)
    .map(([type, list]) => `${type} (${list.fetched})`)
  const wholeNote = whole.length > 0 ? `; ${whole.join(', ')} fetched whole` : ''
  return `incremental: ${fetched} of ${total} items fetched, ${removed} removed${wholeNote}`
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, options) => {
  const { reporter, cache } = args
  registerErrorMap(reporter)
  const settings = resolveSettings(options)
  const refusal = settings.preview === null ? null : previewRefusal(executingGatsbyCommand())
  if (refusal !== null) {
    reporter.panic({ id: ERROR_CODES.sourcing, context: { sourceMessage: refusal } })
    return
  }
  const activity = reporter.activityTimer(
    `gatsby-source-wp-rest: ${settings.baseUrl === null ? `snapshot ${settings.snapshotDir}` : `CMS ${settings.baseUrl}`}`,
  )
  activity.start()
  if (settings.baseUrl !== null) reporter.info(readStartLine(settings.baseUrl, new Date()))
  try {
    const notices: ItemNotice[] = []
    const loaded = await loadNodeInputs(settings, await previousLists(cache, settings), notices)
    const { lists, report, readAt, skippedProtected } = loaded
    // Before any page is made, so an image that cannot be published is taken out of the HTML too.
    const nodes = await publishInlineImages(loaded.nodes, settings, path.resolve('public'), notices)
    recordItemNotices((message) => reporter.warn(`gatsby-source-wp-rest: ${message}`), notices)
    if (skippedProtected.length > 0) {
      reporter.warn(
        `gatsby-source-wp-rest: left out ${skippedProtected.length} password-protected item(s), not published: ${skippedProtected.join(', ')}`,
      )
    }
    createNodes(args, nodes)
    if (settings.baseUrl !== null && settings.preview === null) {
      await cache.set(listsCacheKey(settings.baseUrl), { lists, readAt })
    }
    if (settings.preview?.stateFile) {
      await writePreviewState(settings.preview.stateFile, { sourcedAt: Date.now(), nodes: nodes.length })
    }
    activity.setStatus(`${nodes.length} nodes; ${describeListReport(report, lists)}`)
  } catch (error) {
    // A failed CMS must stop the build: never a silently partial site.
    recordSiteFault(siteFaultInDutch(error))
    activity.panic({
      id: ERROR_CODES.sourcing,
      context: { sourceMessage: error instanceof Error ? error.message : String(error) },
      error: error instanceof Error ? error : undefined,
    })
  }
  activity.end()
}
