import type { CreatePagesArgs } from 'gatsby'
import { remoteSupportProblem, type ItemNotice } from '../../plugins/gatsby-source-wp-rest/exports'
import { buildRoutes, restTypeOfPlace, type PageRoute, type UnplacedItem } from '../lib/route-table'

interface RoutesQuery {
  wpFrontPage: { id: string; modified: string | null } | null
  wpSiteOptions: { remoteSupportUrl: string | null } | null
  allWpPage: {
    nodes: Array<{
      id: string
      databaseId: number
      slug: string
      path: string
      modified: string
      parentItem: { path: string } | null
      showPeople: boolean
      showPartners: boolean
    }>
  }
  allWpProduct: {
    nodes: Array<{
      id: string
      databaseId: number
      slug: string
      path: string
      modified: string
      parentItem: { path: string } | null
    }>
  }
  allWpCareer: {
    nodes: Array<{ id: string; databaseId: number; slug: string; path: string; modified: string }>
  }
  allWpConcept: {
    nodes: Array<{ id: string; databaseId: number; slug: string; path: string; modified: string }>
  }
  allWpReference: {
    nodes: Array<{ id: string; databaseId: number; slug: string; path: string; modified: string }>
  }
  allWpActivity: {
    nodes: Array<{ id: string; databaseId: number; slug: string; path: string; modified: string }>
  }
}

const ROUTES_QUERY = `
  query Routes {
    wpFrontPage { id modified }
    wpSiteOptions { remoteSupportUrl }
    allWpPage(sort: { menuOrder: ASC }) {
      nodes { id databaseId slug path modified parentItem { path } showPeople showPartners }
    }
    allWpProduct(sort: { menuOrder: ASC }) { nodes { id databaseId slug path modified parentItem { path } } }
    allWpCareer(sort: { menuOrder: ASC }) { nodes { id databaseId slug path modified } }
    allWpConcept(sort: { menuOrder: ASC }) { nodes { id databaseId slug path modified } }
    allWpReference(sort: { menuOrder: ASC }) { nodes { id databaseId slug path modified } }
    allWpActivity(sort: { start: ASC }) { nodes { id databaseId slug path modified } }
  }
`

export interface SiteRoutes {
  routes: PageRoute[]
  /** items whose path fits no route: left out of the site, each with why (for the editors' notices) */
  unplaced: UnplacedItem[]
  remoteSupportUrl: string | null
}

/** The pages to create, read from the data layer (used by createPages and again by onPostBuild). */
export async function loadRoutes(graphql: CreatePagesArgs['graphql']): Promise<SiteRoutes> {
  const result = await graphql<RoutesQuery>(ROUTES_QUERY)
  if (result.errors || !result.data) {
    throw new Error(`Could not read the routes from the data layer: ${JSON.stringify(result.errors)}`)
  }
  const data = result.data
  const unplaced: UnplacedItem[] = []
  return {
    unplaced,
    routes: buildRoutes(
      {
        frontPage: data.wpFrontPage,
        pages: data.allWpPage.nodes,
        products: data.allWpProduct.nodes,
        careers: data.allWpCareer.nodes,
        concepts: data.allWpConcept.nodes,
        references: data.allWpReference.nodes,
        activities: data.allWpActivity.nodes,
      },
      unplaced,
    ),
    remoteSupportUrl: remoteSupportFromEnvironment() ?? data.wpSiteOptions?.remoteSupportUrl ?? null,
  }
}

/** REMOTE_SUPPORT_URL overrides the CMS option; it goes into the same host rules, so it passes the same check. */
function remoteSupportFromEnvironment(): string | null {
  const value = process.env.REMOTE_SUPPORT_URL?.trim()
  if (!value) return null
  const problem = remoteSupportProblem(value)
  if (problem !== null) throw new Error(`REMOTE_SUPPORT_URL ${problem}, got ${JSON.stringify(value)}`)
  return value
}

/** An item the route table left out, as the editors' notice that names it. */
export const unplacedNotice = ({ place, databaseId, slug, problem, field }: UnplacedItem): ItemNotice => ({
  restType: restTypeOfPlace(place),
  id: databaseId,
  label: slug,
  outcome: 'left-out',
  problem,
  field,
})
