import { Readable } from 'node:stream'
import { LIMITS, SitemapIndexStream, SitemapStream, streamToPromise, type IndexItem } from 'sitemap'
import type { PageRoute, SitemapName } from '../lib/route-table'
import { absoluteUrl } from '../lib/paths'

/**
 * The sitemap documents the specification names: an index and one sitemap per group. The `sitemap` package
 * (the one gatsby-plugin-sitemap uses) writes, escapes and checks the XML.
 */
export const SITEMAP_FILES: Record<SitemapName, string> = {
  products: 'products-sitemap.xml',
  pages: 'pages-sitemap.xml',
}
export const SITEMAP_INDEX_FILE = 'sitemap.xml'

/** The protocol's limit per sitemap document. */
export const URLS_PER_SITEMAP = LIMITS.MAX_SITEMAP_ITEM_LIMIT

/** Only the sitemap namespace: the site lists no images, videos, news or language versions. */
const NAMESPACES = { news: false, video: false, xhtml: false, image: false }

/** WordPress dates are local date-times without a zone; the calendar date is a valid W3C lastmod. */
const lastmod = (modified: string) => /^\d{4}-\d{2}-\d{2}/.exec(modified)?.[0]

const latest = (routes: readonly PageRoute[]) =>
  routes
    .map((pageRoute) => lastmod(pageRoute.modified))
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1)

const xml = async (items: readonly object[], stream: SitemapStream | SitemapIndexStream) =>
  (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8')

const urlSet = (siteUrl: string, routes: readonly PageRoute[]) =>
  xml(
    routes.map((pageRoute) => ({
      url: absoluteUrl(siteUrl, pageRoute.path),
      lastmod: lastmod(pageRoute.modified),
    })),
    new SitemapStream({ xmlns: NAMESPACES, lastmodDateOnly: true }),
  )

/**
 * A group's documents: its own file, and past URLS_PER_SITEMAP addresses further files (products-sitemap-2.xml,
 * …), all listed in the index. Not one index per group: an index may not list another index. A group without
 * pages has no document (the protocol asks for at least one URL).
 */
function split(name: SitemapName, routes: readonly PageRoute[], perSitemap: number) {
  const parts = []
  for (let start = 0; start < routes.length; start += perSitemap) {
    const number = start / perSitemap + 1
    const file = number === 1 ? SITEMAP_FILES[name] : SITEMAP_FILES[name].replace(/\.xml$/, `-${number}.xml`)
    parts.push({ file, routes: routes.slice(start, start + perSitemap) })
  }
  return parts
}

/** The sitemap documents keyed by file name: the index, and the products' and the pages' sitemaps. */
export async function sitemapDocuments(
  siteUrl: string,
  routes: readonly PageRoute[],
  excludedPaths: ReadonlySet<string>,
  perSitemap: number = URLS_PER_SITEMAP,
): Promise<Record<string, string>> {
  const listed = routes.filter((pageRoute) => !excludedPaths.has(pageRoute.path))
  const parts = (Object.keys(SITEMAP_FILES) as SitemapName[]).flatMap((name) =>
    split(
      name,
      listed.filter((pageRoute) => pageRoute.sitemap === name),
      perSitemap,
    ),
  )
  const index: IndexItem[] = parts.map(({ file, routes: partRoutes }) => ({
    url: absoluteUrl(siteUrl, `/${file}`),
    lastmod: latest(partRoutes),
  }))
  const documents = await Promise.all(
    parts.map(async ({ file, routes: partRoutes }) => [file, await urlSet(siteUrl, partRoutes)] as const),
  )
  return {
    [SITEMAP_INDEX_FILE]: await xml(index, new SitemapIndexStream({ lastmodDateOnly: true })),
    ...Object.fromEntries(documents),
  }
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, `/${SITEMAP_INDEX_FILE}`)}\n`
