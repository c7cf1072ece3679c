import { listQuery, REST_PATHS, type ListTypeConfig } from '../content-types'
import { CmsRequestError } from '../fetch/errors'
import type { HttpSettings } from '../fetch/http'
import { fetchAllItems, fetchDocument } from '../fetch/paginate'
import { normaliseBaseUrl, restUrl } from '../fetch/url'
import { mapConcurrent } from '../source/map-concurrent'
import type { RestSource } from '../source/rest-source'
import { hasRevisions, previewItem } from './preview-item'

/**
 * What the preview server reads: every item of the site's post types in any status but trash (REST
 * `status=any`, `context=edit`, which only an editor's login may ask for), each with its newest autosave
 * applied. Always the whole lists: "modified since" knows nothing of autosaves. A production build never
 * uses this source (see preview-guard.ts).
 */
export function createPreviewSource(
  baseUrl: string,
  settings: HttpSettings,
  concurrency: number,
): RestSource {
  const cmsUrl = normaliseBaseUrl(baseUrl)
  const autosaves = async (type: ListTypeConfig, item: unknown): Promise<unknown[]> => {
    const id = (item as { id?: unknown }).id
    if (typeof id !== 'number' || !hasRevisions(item)) return []
    const path = `${REST_PATHS.list(type.restType)}/${id}/autosaves`
    const answer = await fetchDocument(
      restUrl(cmsUrl, path, { context: 'edit' }),
      settings,
      'a JSON array of autosaves',
    ).catch((error: unknown) => {
      // An item deleted between the list and this call has no autosaves; the next refresh no longer lists it.
      if (error instanceof CmsRequestError && error.status === 404) return []
      throw error
    })
    return Array.isArray(answer) ? answer : []
  }
  return {
    description: `CMS ${cmsUrl} (preview: drafts and autosaves)`,
    cmsUrl,
    list: async (type: ListTypeConfig) => {
      if (type.kind === 'term')
        return fetchAllItems(restUrl(cmsUrl, REST_PATHS.list(type.restType), listQuery(type)), settings)
      const query = { ...listQuery(type), context: 'edit', status: 'any' }
      const items = await fetchAllItems(restUrl(cmsUrl, REST_PATHS.list(type.restType), query), settings)
      const saved = await mapConcurrent(items, concurrency, (item) => autosaves(type, item))
      return items.map((item, index) => previewItem(item, saved[index]))
    },
    document: (path: string, expected: string) =>
      fetchDocument(
        restUrl(cmsUrl, path, path === REST_PATHS.frontPage ? { context: 'edit' } : {}),
        settings,
        expected,
      ),
  }
}
