import { listQuery, REST_PATHS, type ListTypeConfig } from '../content-types'
import type { HttpSettings } from '../fetch/http'
import { fetchAllItems, fetchDocument } from '../fetch/paginate'
import { normaliseBaseUrl, restUrl } from '../fetch/url'
import { INDEX_FIELDS } from './incremental-lists'
import type { ChangeQueries, RestSource } from './rest-source'

/** WordPress's largest page size for `include` lists. */
const INCLUDE_CHUNK = 100

function changeQueries(cmsUrl: string, settings: HttpSettings): ChangeQueries {
  const listUrl = (type: ListTypeConfig, query: Record<string, string>) =>
    restUrl(cmsUrl, REST_PATHS.list(type.restType), query)
  return {
    index: (type) => {
      // The list's own page size and order, without the embedded documents.
      const { _embed, ...query } = listQuery(type)
      return fetchAllItems(listUrl(type, { ...query, _fields: INDEX_FIELDS.join(',') }), settings)
    },
    modifiedAfter: (type, moment) =>
      fetchAllItems(listUrl(type, { ...listQuery(type), modified_after: moment }), settings),
    byIds: async (type, ids) => {
      const items: unknown[] = []
      for (let start = 0; start < ids.length; start += INCLUDE_CHUNK) {
        const include = ids.slice(start, start + INCLUDE_CHUNK).join(',')
        const query = { ...listQuery(type), per_page: String(INCLUDE_CHUNK), include }
        items.push(...(await fetchAllItems(listUrl(type, query), settings)))
      }
      return items
    },
  }
}

export function createLiveSource(baseUrl: string, settings: HttpSettings): RestSource {
  const cmsUrl = normaliseBaseUrl(baseUrl)
  return {
    description: `CMS ${cmsUrl}`,
    cmsUrl,
    list: (type: ListTypeConfig) =>
      fetchAllItems(restUrl(cmsUrl, REST_PATHS.list(type.restType), listQuery(type)), settings),
    document: (path: string, expected: string) => fetchDocument(restUrl(cmsUrl, path), settings, expected),
    changes: changeQueries(cmsUrl, settings),
  }
}
