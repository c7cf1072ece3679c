import { listQuery, REST_PATHS, type ListTypeConfig } from '../content-types'
import type { HttpSettings } from '../fetch/http'
import { fetchAllItems, fetchDocument } from '../fetch/paginate'
import { normaliseBaseUrl, restUrl } from '../fetch/url'
import type { RestSource } from './rest-source'

export function createLiveSource(baseUrl: string, settings: HttpSettings): RestSource {
  const cmsUrl = normaliseBaseUrl(baseUrl)
  return {
    description: `CMS ${cmsUrl}`,
    cmsUrl,
    list: (type: ListTypeConfig) =>
      fetchAllItems(restUrl(cmsUrl, REST_PATHS.list(type.restType), listQuery(type)), settings),
    document: (path: string, expected: string) => fetchDocument(restUrl(cmsUrl, path), settings, expected),
  }
}
