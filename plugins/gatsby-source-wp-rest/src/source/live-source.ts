import { listQuery, REST_PATHS, type ListTypeConfig } from '../content-types'
import type { HttpSettings } from '../fetch/http'
import { fetchAllItems, fetchDocument } from '../fetch/paginate'
import { normaliseBaseUrl, restUrl } from '../fetch/url'
import { INDEX_FIELDS } from './incremental-lists'
import type { ChangeQueries, RestSource } from './rest-source'

/** WordPress's largest page size for `include` lists. */
const INCLUDE_CHUNK = 100

/**
 * The CMS's clock at its earliest list answer of this build, from the answers' Date header (HTTP servers send
 * one; WordPress's modification times come from the same clock). Null until an answer carried a valid one.
 */
function answerClock() {
  let earliest: number | null = null
  return {
    see(headers: Headers): void {
      const moment = Date.parse(headers.get('date') ?? '')
      if (!Number.isNaN(moment) && (earliest === null || moment < earliest)) earliest = moment
    },
    earliest: (): string | null => (earliest === null ? null : new Date(earliest).toISOString()),
  }
}

function changeQueries(
  cmsUrl: string,
  settings: HttpSettings,
  see: (headers: Headers) => void,
): ChangeQueries {
  const listUrl = (type: ListTypeConfig, query: Record<string, string>) =>
    restUrl(cmsUrl, REST_PATHS.list(type.restType), query)
  return {
    index: (type) => {
      // The list's own page size and order, without the embedded documents.
      const { _embed, ...query } = listQuery(type)
      return fetchAllItems(listUrl(type, { ...query, _fields: INDEX_FIELDS.join(',') }), settings, see)
    },
    modifiedAfter: (type, moment) =>
      fetchAllItems(listUrl(type, { ...listQuery(type), modified_after: moment }), settings, see),
    byIds: async (type, ids) => {
      const items: unknown[] = []
      for (let start = 0; start < ids.length; start += INCLUDE_CHUNK) {
        const include = ids.slice(start, start + INCLUDE_CHUNK).join(',')
        const query = { ...listQuery(type), per_page: String(INCLUDE_CHUNK), include }
        items.push(...(await fetchAllItems(listUrl(type, query), settings, see)))
      }
      return items
    },
  }
}

export function createLiveSource(baseUrl: string, settings: HttpSettings): RestSource {
  const cmsUrl = normaliseBaseUrl(baseUrl)
  const clock = answerClock()
  return {
    description: `CMS ${cmsUrl}`,
    cmsUrl,
    list: (type: ListTypeConfig) =>
      fetchAllItems(restUrl(cmsUrl, REST_PATHS.list(type.restType), listQuery(type)), settings, clock.see),
    document: (path: string, expected: string) => fetchDocument(restUrl(cmsUrl, path), settings, expected),
    changes: changeQueries(cmsUrl, settings, clock.see),
    firstAnswerAt: clock.earliest,
  }
}
