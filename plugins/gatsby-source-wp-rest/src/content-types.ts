/**
 * The REST content the site is built from. One table drives fetching, the snapshot layout,
 * normalisation and the GraphQL schema. A new type takes more than its row here: its custom fields
 * (normalize/acf-fields.ts), the type and its fields in WordPress (cms/tandem-headless/includes/content-model.php
 * and field-table.php), its place on the site (src/lib/route-table.ts, its query in src/build/load-routes.ts,
 * a template in src/templates/, and the preview's route table) and its items in the snapshot (content/snapshot/).
 */
export type ListRestType =
  | 'activities'
  | 'activity_type'
  | 'careers'
  | 'pages'
  | 'concepts'
  | 'partners'
  | 'products'
  | 'people'
  | 'references'

export interface ListTypeConfig {
  restType: ListRestType
  nodeType: string
  /** posts have title/content/featured media; terms (taxonomies) have name/description */
  kind: 'post' | 'term'
  perPage: number
  orderByMenuOrder: boolean
}

const DEFAULT_PAGE_SIZE = 100
const PEOPLE_PAGE_SIZE = 150

function listType(
  restType: ListRestType,
  nodeType: string,
  options: Partial<Pick<ListTypeConfig, 'kind' | 'perPage' | 'orderByMenuOrder'>> = {},
): ListTypeConfig {
  return { restType, nodeType, kind: 'post', perPage: DEFAULT_PAGE_SIZE, orderByMenuOrder: false, ...options }
}

export const LIST_TYPES: readonly ListTypeConfig[] = [
  listType('activities', 'WpActivity'),
  listType('activity_type', 'WpActivityType', { kind: 'term' }),
  listType('careers', 'WpCareer', { orderByMenuOrder: true }),
  listType('pages', 'WpPage', { orderByMenuOrder: true }),
  listType('concepts', 'WpConcept'),
  listType('partners', 'WpPartner', { orderByMenuOrder: true }),
  listType('products', 'WpProduct', { orderByMenuOrder: true }),
  listType('people', 'WpPerson', { orderByMenuOrder: true, perPage: PEOPLE_PAGE_SIZE }),
  listType('references', 'WpReference'),
]

export const POST_TYPES = LIST_TYPES.filter((type) => type.kind === 'post')

/**
 * The GraphQL node type of a list, from the one table above, for code that keys on it (the schema's SDL and the
 * pages' queries name their types themselves, as GraphQL text does).
 */
export function nodeTypeOf(restType: ListRestType): string {
  const type = LIST_TYPES.find((candidate) => candidate.restType === restType)
  if (!type) throw new Error(`'${restType}' is not in LIST_TYPES`)
  return type.nodeType
}

/** The REST type of a list's node type ("WpPage" → "pages"), as editors' notices name items; others as they are. */
export function restTypeOfNode(nodeType: string): string {
  return LIST_TYPES.find((candidate) => candidate.nodeType === nodeType)?.restType ?? nodeType
}

export const MENU_LOCATIONS = [
  'exquise-menu',
  'main-menu',
  'secondary-menu',
  'footer-menu-left',
  'footer-menu-right',
] as const

/** REST paths below /wp-json of the single-document calls. */
export const REST_PATHS = {
  list: (restType: ListRestType) => `/wp/v2/${restType}`,
  frontPage: '/moosewp/v1/front-page',
  menuLocations: '/wp-api-menus/v2/menu-locations/',
  menu: (location: string) => `/wp-api-menus/v2/menu-locations/${location}`,
  options: '/acf/v3/options/options',
} as const

/** Query parameters of a list call, in the order the spec names them. */
export function listQuery(type: ListTypeConfig): Record<string, string> {
  const query: Record<string, string> = { per_page: String(type.perPage), _embed: '1' }
  if (type.orderByMenuOrder) {
    query.orderby = 'menu_order'
    query.order = 'asc'
  }
  return query
}
