import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import type { PreviewClaims } from './token'

export interface Readiness {
  /** the data layer holds the item at the version the editor saw (or newer) */
  current: boolean
  /** the page at the item's path exists */
  page: boolean
}

/** WordPress's post type → the root query field of its node (`products` → `wpProduct`). */
function queryField(postType: string): string | null {
  const restType = postType === 'page' ? 'pages' : postType
  const type = LIST_TYPES.find((listType) => listType.restType === restType && listType.kind === 'post')
  return type ? `w${type.nodeType.slice(1)}` : null
}

/**
 * Asks the development server's own GraphQL endpoint whether it has the item's version and the page for its
 * path. A refresh replaces nodes first and creates pages after, so both are needed before the editor is sent
 * there: no 404 for a new draft, no page of the previous version.
 */
export async function readiness(developUrl: string, claims: PreviewClaims): Promise<Readiness> {
  const field = queryField(claims.type)
  if (field === null) return { current: false, page: false }
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
  if (!response.ok) return { current: false, page: false }
  const { data } = (await response.json()) as {
    data?: { item: { modified: string | null } | null; page: { id: string } | null }
  }
  const modified = data?.item?.modified ?? null
  return { current: modified !== null && modified >= claims.version, page: Boolean(data?.page) }
}
