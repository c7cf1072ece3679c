import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import { pageDataPath } from '../support/page-data-path'
import type { PreviewClaims } from './token'

export interface Readiness {
  /** the data layer holds the item at the version the editor saw (or newer) */
  current: boolean
  /** the page at the item's path exists */
  page: boolean
  /** the development server answers the page's data at once: its query has run on the current nodes */
  pageData: boolean
}

/** WordPress's post type → the root query field of its node (`products` → `wpProduct`). */
function queryField(postType: string): string | null {
  const restType = postType === 'page' ? 'pages' : postType
  const type = LIST_TYPES.find((listType) => listType.restType === restType && listType.kind === 'post')
  return type ? `w${type.nodeType.slice(1)}` : null
}

/** An answer slower than this means Gatsby had to run the page's query first. */
const SETTLED_MS = 3_000

/**
 * Does the development server answer the page's data at once? Gatsby runs a page's query when its data is
 * asked for and the query is out of date, and waits up to 15 s for it; on a busy machine, right after a
 * refresh, that can run out, and the page then opens as Gatsby's error. So the editor is sent on only when the
 * data comes back without waiting: the query has run on the current nodes and nothing is left to run. A slow
 * (but successful) answer counts as not yet; the waiting page asks again half a second later.
 */
async function pageDataSettled(developUrl: string, path: string, settledMs: number): Promise<boolean> {
  const started = Date.now()
  try {
    const response = await fetch(`${developUrl}/${pageDataPath(path)}`, {
      signal: AbortSignal.timeout(20_000),
    })
    await response.arrayBuffer()
    return response.ok && Date.now() - started < settledMs
  } catch {
    return false
  }
}

/**
 * Asks the development server's own GraphQL endpoint whether it has the item's version and the page for its
 * path. A refresh replaces nodes first and creates pages after, so both are needed before the editor is sent
 * there: no 404 for a new draft, no page of the previous version. Then the page's data itself.
 */
export async function readiness(
  developUrl: string,
  claims: PreviewClaims,
  settledMs = SETTLED_MS,
): Promise<Readiness> {
  const field = queryField(claims.type)
  if (field === null) return { current: false, page: false, pageData: false }
  const query = `query Ready($id: Int!, $path: String!) {
    item: ${field}(databaseId: { eq: $id }) { modified }
    page: sitePage(path: { eq: $path }) { id }
  }`
  const response = await fetch(`${developUrl}/___graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { id: claims.id, path: claims.path } }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) return { current: false, page: false, pageData: false }
  const { data } = (await response.json()) as {
    data?: { item: { modified: string | null } | null; page: { id: string } | null }
  }
  const modified = data?.item?.modified ?? null
  const current = modified !== null && modified >= claims.version
  const page = Boolean(data?.page)
  const pageData = current && page && (await pageDataSettled(developUrl, claims.path, settledMs))
  return { current, page, pageData }
}
