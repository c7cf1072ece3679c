import { redirectTable } from './redirects'
/**
 * Which content becomes which page. gatsby-node creates pages from this table;
 * the sitemaps, the 404 page's validity check and tests read the same routes.
 */
export type TemplateName =
  | 'home'
  | 'page'
  | 'agenda'
  | 'activity'
  | 'apply'
  | 'contact'
  | 'product'
  | 'vacancy'
  | 'concept'
  | 'reference'
export type SitemapName = 'products' | 'pages'

export interface RoutableNode {
  id: string
  /** the item's WordPress id (for the editor's notice when it cannot be placed) */
  databaseId?: number
  slug: string
  /** the item's site path, from its CMS permalink */
  path: string
  modified: string
  parentItem?: { path: string } | null
  /** pages only: whether the page shows the team and the partners (their queries run only then) */
  showPeople?: boolean
  showPartners?: boolean
}

export interface PageRoute {
  path: string
  template: TemplateName
  nodeId: string
  modified: string
  sitemap: SitemapName
  /** the parent's path for child pages (breadcrumbs, validity check) */
  parentPath: string | null
  /**
   * Switches for optional parts of the template's query (`@include(if: ...)`): a page without a team must not
   * query, or carry in its page data, every person on the site.
   */
  queryFlags: { showPeople: boolean; showPartners: boolean }
}

export interface RoutableContent {
  frontPage: { id: string; modified: string | null } | null
  pages: readonly RoutableNode[]
  products: readonly RoutableNode[]
  careers: readonly RoutableNode[]
  concepts: readonly RoutableNode[]
  references: readonly RoutableNode[]
  activities: readonly RoutableNode[]
}

/** CMS pages with their own template; every other page uses the generic one. */
const PAGE_TEMPLATES: Record<string, TemplateName> = {
  agenda: 'agenda',
  solliciteren: 'apply',
  contact: 'contact',
}
/** The CMS page that holds the home page's content is served at `/` (and /home redirects there). */
const FRONT_PAGE_SLUG = 'home'

/** Where each type lives (spec route table): a prefix and how many segments follow it. */
export const PLACES = {
  page: { prefix: '', depth: [1, 2] },
  product: { prefix: '/producten-en-diensten', depth: [1, 2] },
  vacancy: { prefix: '/vacatures', depth: [1, 1] },
  concept: { prefix: '/concepten', depth: [1, 1] },
  reference: { prefix: '/referenties', depth: [1, 1] },
  activity: { prefix: '/agenda', depth: [1, 1] },
} as const

/**
 * The WordPress post type whose items each place holds. WordPress's permalink bases and preview links are made
 * from the same table: `npm run cms:contracts` writes postTypePlaces() to cms/tandem-headless/route-places.json,
 * which content-model.php and preview.php read; a test fails when that file is stale.
 */
export const PLACE_POST_TYPES = {
  page: 'page',
  product: 'products',
  vacancy: 'careers',
  concept: 'concepts',
  reference: 'references',
  activity: 'activities',
} as const satisfies Record<keyof typeof PLACES, string>

/** The route table as WordPress sees it: each post type with a page of its own, and its path prefix. */
export const postTypePlaces = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(PLACE_POST_TYPES).map(([place, postType]) => [
      postType,
      PLACES[place as keyof typeof PLACES].prefix,
    ]),
  )

/** The REST list an item of the place comes from ("pages", "products"), as editors' notices name items. */
export const restTypeOfPlace = (place: keyof typeof PLACES): string => {
  const postType: string = PLACE_POST_TYPES[place]
  return postType === 'page' ? 'pages' : postType
}

/** Each place's items as an editor calls them, with their article ("het product", "de pagina"). */
const PLACE_NAMES: Record<keyof typeof PLACES, string> = {
  page: 'de pagina',
  product: 'het product',
  vacancy: 'de vacature',
  concept: 'het concept',
  reference: 'de referentie',
  activity: 'de activiteit',
}

/** An item the route table could not place: it is left out, and its editor told why (Dutch). */
export interface UnplacedItem {
  place: keyof typeof PLACES
  databaseId: number | null
  slug: string
  problem: string
  /** the item's field that put it there: `link` (its address) or `slug` (an address taken) */
  field: 'link' | 'slug'
}

/**
 * The node's CMS path, checked against the route table so a permalink setting can never publish a stray URL.
 * An item whose path does not fit is left out (noted in `unplaced`); the rest of the site is built.
 */
function placedRoutes(
  nodes: readonly RoutableNode[],
  place: keyof typeof PLACES,
  templateOf: (node: RoutableNode) => TemplateName,
  sitemap: SitemapName,
  unplaced: UnplacedItem[],
): OwnedRoute[] {
  const { prefix, depth } = PLACES[place]
  return nodes.flatMap((node) => {
    const rest = node.path.startsWith(`${prefix}/`)
      ? node.path.slice(prefix.length).split('/').filter(Boolean)
      : []
    if (rest.length < depth[0] || rest.length > depth[1]) {
      const pattern = `${prefix}/{slug}${depth[1] > 1 ? '[/{child}]' : ''}`
      unplaced.push({
        place,
        databaseId: node.databaseId ?? null,
        slug: node.slug,
        field: 'link',
        problem: `het adres ${node.path} past niet in de opbouw van de website (${pattern}); het item is niet gepubliceerd`,
      })
      return []
    }
    const route: PageRoute = {
      path: node.path,
      template: templateOf(node),
      sitemap,
      nodeId: node.id,
      modified: node.modified,
      parentPath: node.parentItem?.path ?? null,
      queryFlags: { showPeople: node.showPeople ?? false, showPartners: node.showPartners ?? false },
    }
    return [{ route, owner: { place, databaseId: node.databaseId ?? null, slug: node.slug } }]
  })
}

/** A route with the item it was made for, until every path is known to be taken once. */
interface OwnedRoute {
  route: PageRoute
  owner: Omit<UnplacedItem, 'problem' | 'field'>
}

/**
 * Two items at one address (a page "producten-en-diensten" with a child "qbridge" and the product Qbridge, or a
 * slug WordPress did not make unique after an import): the typed item keeps it over a page, then the older item
 * (the lower id); the other is left out and its editor told which item has the address.
 */
function withoutDuplicatePaths(owned: readonly OwnedRoute[], unplaced: UnplacedItem[]): PageRoute[] {
  const rank = ({ owner }: OwnedRoute) => (owner.place === 'page' ? 1e12 : 0) + (owner.databaseId ?? 1e11)
  const ordered = [...owned].sort((a, b) => rank(a) - rank(b))
  const holders = new Map<string, OwnedRoute>()
  const redirected = new Map(redirectTable(null).map(({ from, to }) => [from, to]))
  for (const entry of ordered) {
    const target = redirected.get(entry.route.path)
    if (target !== undefined) {
      unplaced.push({
        ...entry.owner,
        field: 'slug',
        problem: `het adres ${entry.route.path} is een oud adres dat doorverwijst naar ${target}; het item is niet gepubliceerd. Geef het een andere slug`,
      })
      continue
    }
    const holder = holders.get(entry.route.path)
    if (!holder) {
      holders.set(entry.route.path, entry)
      continue
    }
    unplaced.push({
      ...entry.owner,
      field: 'slug',
      problem: `het adres ${entry.route.path} is al in gebruik door ${PLACE_NAMES[holder.owner.place]} ${holder.owner.slug} (${holder.owner.databaseId ?? '?'}); het item is niet gepubliceerd. Geef een van beide een andere slug`,
    })
  }
  return owned.filter((entry) => holders.get(entry.route.path) === entry).map((entry) => entry.route)
}

/** Every page of the site; items whose path does not fit their route, or is taken, go into `unplaced` instead. */
export function buildRoutes(content: RoutableContent, unplaced: UnplacedItem[] = []): PageRoute[] {
  const home: PageRoute[] = content.frontPage
    ? [
        {
          path: '/',
          template: 'home',
          nodeId: content.frontPage.id,
          modified: content.frontPage.modified ?? '',
          sitemap: 'pages',
          parentPath: null,
          queryFlags: { showPeople: false, showPartners: false },
        },
      ]
    : []
  const pages = content.pages.filter((page) => page.slug !== FRONT_PAGE_SLUG)
  const owned = [
    ...placedRoutes(pages, 'page', (page) => PAGE_TEMPLATES[page.slug] ?? 'page', 'pages', unplaced),
    ...placedRoutes(content.products, 'product', () => 'product', 'products', unplaced),
    ...placedRoutes(content.careers, 'vacancy', () => 'vacancy', 'pages', unplaced),
    ...placedRoutes(content.concepts, 'concept', () => 'concept', 'pages', unplaced),
    ...placedRoutes(content.references, 'reference', () => 'reference', 'pages', unplaced),
    ...placedRoutes(content.activities, 'activity', () => 'activity', 'pages', unplaced),
  ]
  return [...home, ...withoutDuplicatePaths(owned, unplaced)]
}
