import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/exports'
import { pageDataPath } from '../lib/page-data-path'
import type { PreviewClaims } from './token'

export interface Readiness {
  /** the data layer holds the item at the version the editor saw (or newer) */
  current: boolean
  /** the page at the item's path exists */
  page: boolean
  /** the page's data has been made from that version: its query has run on the current nodes */
  pageData: boolean
}

/** WordPress's post type → the root query field of its node (`products` → `wpProduct`). */
function queryField(postType: string): string | null {
  const restType = postType === 'page' ? 'pages' : postType
  const type = LIST_TYPES.find((listType) => listType.restType === restType && listType.kind === 'post')
  return type ? `w${type.nodeType.slice(1)}` : null
}

/**
 * Has the development server's data for the page been made from the item's version? The page's context
 * carries the item's `modified` (gatsby-node.ts), and Gatsby writes the context into the page's data when it
 * runs the page's query. Right after a refresh the nodes are new while the page's data can still be the last
 * run's, answered at once: GraphQL alone would send the editor to the previous version.
 */
async function pageDataCurrent(developUrl: string, path: string, version: string): Promise<boolean> {
  try {
    const response = await fetch(`${developUrl}/${pageDataPath(path)}`, {
      signal: AbortSignal.timeout(20_000),
    })
    if (!response.ok) return false
    const body = (await response.json()) as { result?: { pageContext?: { modified?: unknown } } }
    const modified = body.result?.pageContext?.modified
    return typeof modified === 'string' && modified >= version
  } catch {
    return false
  }
}

/**
 * Asks the development server's own GraphQL endpoint whether it has the item's version and the page for its
 * path. A refresh replaces nodes first and creates pages after, so both are needed before the editor is sent
 * there: no 404 for a new draft, no page of the previous version. Then the page's data itself, which
 * can lag behind both.
 */
export async function readiness(developUrl: string, claims: PreviewClaims): Promise<Readiness> {
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
  const pageData = current && page && (await pageDataCurrent(developUrl, claims.path, claims.version))
  return { current, page, pageData }
}
