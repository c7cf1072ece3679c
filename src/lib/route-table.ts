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

/** The node's CMS path, checked against the route table so a permalink setting can never publish a stray URL. */
function placedRoute(
  node: RoutableNode,
  place: keyof typeof PLACES,
  template: TemplateName,
  sitemap: SitemapName,
): PageRoute {
  const { prefix, depth } = PLACES[place]
  const rest = node.path.startsWith(`${prefix}/`)
    ? node.path.slice(prefix.length).split('/').filter(Boolean)
    : []
  if (rest.length < depth[0] || rest.length > depth[1]) {
    throw new Error(
      `${place} "${node.slug}" has path ${node.path}, which does not fit the route ${prefix}/{slug}${depth[1] > 1 ? '[/{child}]' : ''}.`,
    )
  }
  return {
    path: node.path,
    template,
    sitemap,
    nodeId: node.id,
    modified: node.modified,
    parentPath: node.parentItem?.path ?? null,
    queryFlags: { showPeople: node.showPeople ?? false, showPartners: node.showPartners ?? false },
  }
}

export function buildRoutes(content: RoutableContent): PageRoute[] {
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
  return [
    ...home,
    ...content.pages
      .filter((page) => page.slug !== FRONT_PAGE_SLUG)
      .map((page) => placedRoute(page, 'page', PAGE_TEMPLATES[page.slug] ?? 'page', 'pages')),
    ...content.products.map((product) => placedRoute(product, 'product', 'product', 'products')),
    ...content.careers.map((career) => placedRoute(career, 'vacancy', 'vacancy', 'pages')),
    ...content.concepts.map((concept) => placedRoute(concept, 'concept', 'concept', 'pages')),
    ...content.references.map((reference) => placedRoute(reference, 'reference', 'reference', 'pages')),
    ...content.activities.map((activity) => placedRoute(activity, 'activity', 'activity', 'pages')),
  ]
}
