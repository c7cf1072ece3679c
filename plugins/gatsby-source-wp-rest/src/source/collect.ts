import { LIST_TYPES, MENU_LOCATIONS, REST_PATHS, type ListRestType } from '../content-types'
import { mapConcurrent } from './map-concurrent'
import type { RestSource } from './rest-source'

/** Every REST document the site needs, as received: the input of normalisation. */
export interface RawContent {
  cmsUrl: string
  lists: Record<ListRestType, unknown[]>
  frontPage: unknown
  menuLocations: unknown
  menus: Record<string, unknown>
  options: unknown
}

function locationNames(menuLocations: unknown): string[] {
  const listed = menuLocations && typeof menuLocations === 'object' ? Object.keys(menuLocations) : []
  return [...new Set<string>([...MENU_LOCATIONS, ...listed])]
}

export async function collectRawContent(source: RestSource, concurrency: number): Promise<RawContent> {
  const listResults = await mapConcurrent(LIST_TYPES, concurrency, (type) => source.list(type))
  const lists = Object.fromEntries(LIST_TYPES.map((type, index) => [type.restType, listResults[index] ?? []]))

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

  return {
    cmsUrl: source.cmsUrl,
    lists: lists as Record<ListRestType, unknown[]>,
    frontPage,
    menuLocations,
    menus,
    options,
  }
}
