import {
  createLiveSource,
  LIST_TYPES,
  MENU_LOCATIONS,
  REST_PATHS,
} from '../../plugins/gatsby-source-wp-rest/exports'
import { median } from './statistics'

export interface SourcingFigures {
  cmsUrl: string
  items: number
  requests: number
  seconds: number
  itemsPerSecond: number
  runs: number
}

const SETTINGS = { timeoutMs: 20_000, retries: 0, backoffMs: 500 }

/**
 * Everything a full build fetches from the CMS, through the source plugin's own fetch code: every list
 * (paginated, with embedded media) and the single documents (front page, menus, options).
 */
async function sourceOnce(cmsUrl: string): Promise<{ items: number; requests: number; seconds: number }> {
  const source = createLiveSource(cmsUrl, SETTINGS)
  const started = process.hrtime.bigint()
  const lists = await Promise.all(LIST_TYPES.map((type) => source.list(type)))
  const documents = [
    [REST_PATHS.frontPage, 'the front page'],
    [REST_PATHS.options, 'the site options'],
    ...MENU_LOCATIONS.map((location) => [REST_PATHS.menu(location), `the menu ${location}`]),
  ] as const
  await Promise.all(documents.map(([restPath, expected]) => source.document(restPath, expected)))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const items = lists.reduce((sum, list) => sum + list.length, 0)
  const listRequests = LIST_TYPES.reduce(
    (sum, type, index) => sum + Math.max(1, Math.ceil(lists[index]!.length / type.perPage)),
    0,
  )
  return { items, requests: listRequests + documents.length, seconds }
}

/** Items per second from a running WordPress: the median of `runs` full fetches. */
export async function measureSourcing(cmsUrl: string, runs: number): Promise<SourcingFigures> {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await sourceOnce(cmsUrl))
  const seconds = median(results.map((result) => result.seconds))
  const items = results[0]!.items
  return {
    cmsUrl,
    items,
    requests: results[0]!.requests,
    seconds,
    itemsPerSecond: items / seconds,
    runs,
  }
}

/** Whether a WordPress answers at this address (the bench measures sourcing only then). */
export async function cmsIsRunning(cmsUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/wp-json/`, {
      signal: AbortSignal.timeout(3000),
    })
    return response.ok
  } catch {
    return false
  }
}
