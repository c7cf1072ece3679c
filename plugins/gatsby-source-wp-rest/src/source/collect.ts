import { LIST_TYPES, MENU_LOCATIONS, REST_PATHS, type ListRestType } from '../content-types'
import { listItems, type ListResult } from './incremental-lists'
import { mapConcurrent } from './map-concurrent'
import type { RestSource } from './rest-source'

export type RawLists = Record<ListRestType, unknown[]>

/** Every REST document the site needs, as received: the input of normalisation. */
export interface RawContent {
  cmsUrl: string
  lists: RawLists
  frontPage: unknown
  menuLocations: unknown
  menus: Record<string, unknown>
  options: unknown
}

/** The lists of the previous build, and the CMS's clock when it read them (null: not known). */
export interface PreviousLists {
  lists: Partial<RawLists>
  readAt: string | null
}

/** How each list was obtained (whole, or only what changed since the previous build). */
export type ListReport = Record<ListRestType, Omit<ListResult, 'items'>>

function locationNames(menuLocations: unknown): string[] {
  const listed = menuLocations && typeof menuLocations === 'object' ? Object.keys(menuLocations) : []
  return [...new Set<string>([...MENU_LOCATIONS, ...listed])]
}

/**
 * Fetches (or reads) every document. With the lists of a previous build, a live CMS is only asked for what
 * changed since; the menus, options and front page are small and always fetched whole.
 */
export async function collectRawContent(
  source: RestSource,
  concurrency: number,
  previous: PreviousLists = { lists: {}, readAt: null },
): Promise<RawContent & { report: ListReport; readAt: string | null }> {
  const results = await mapConcurrent(LIST_TYPES, concurrency, (type) =>
    listItems(source, type, previous.lists[type.restType], previous.readAt),
  )
  const lists = {} as RawLists
  const report = {} as ListReport
  LIST_TYPES.forEach((type, index) => {
    const { items, ...how } = results[index] as ListResult
    lists[type.restType] = items
    report[type.restType] = how
  })

  const [frontPage, menuLocations, options] = await Promise.all([
    source.document(REST_PATHS.frontPage, 'the front-page payload'),
    source.document(REST_PATHS.menuLocations, 'an object of menu locations'),
    source.document(REST_PATHS.options, 'the site options'),
  ])
  const locations = locationNames(menuLocations)
  const menuResults = await mapConcurrent(locations, concurrency, (location) =>
    source.document(REST_PATHS.menu(location), `a JSON array of menu items for location "${location}"`),
  )
  const menus = Object.fromEntries(locations.map((location, index) => [location, menuResults[index]]))

  const readAt = source.firstAnswerAt?.() ?? null
  return { cmsUrl: source.cmsUrl, lists, frontPage, menuLocations, menus, options, report, readAt }
}
