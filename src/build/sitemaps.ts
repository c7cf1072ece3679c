import type { PageRoute, SitemapName } from '../lib/route-table'
import { absoluteUrl } from '../lib/paths'

export const SITEMAP_FILES: Record<SitemapName, string> = {
  products: 'products-sitemap.xml',
  pages: 'pages-sitemap.xml',
}
export const SITEMAP_INDEX_FILE = 'sitemap.xml'

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** WordPress dates are local date-times without a zone; the calendar date is a valid W3C lastmod. */
const lastmod = (modified: string) => /^\d{4}-\d{2}-\d{2}/.exec(modified)?.[0] ?? null

const latest = (routes: readonly PageRoute[]) =>
  routes
    .map((pageRoute) => lastmod(pageRoute.modified))
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1) ?? null

function urlEntry(siteUrl: string, pageRoute: PageRoute): string {
  const date = lastmod(pageRoute.modified)
  return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, pageRoute.path))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`
}

function urlSet(siteUrl: string, routes: readonly PageRoute[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((pageRoute) => urlEntry(siteUrl, pageRoute)),
    '</urlset>',
    '',
  ].join('\n')
}

/** The three sitemap documents (spec): an index and one per group, keyed by file name. */
export function sitemapDocuments(
  siteUrl: string,
  routes: readonly PageRoute[],
  excludedPaths: ReadonlySet<string>,
): Record<string, string> {
  const listed = routes.filter((pageRoute) => !excludedPaths.has(pageRoute.path))
  const groups = (Object.keys(SITEMAP_FILES) as SitemapName[]).map((name) => ({
    file: SITEMAP_FILES[name],
    routes: listed.filter((pageRoute) => pageRoute.sitemap === name),
  }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...groups.map(({ file, routes: groupRoutes }) => {
      const date = latest(groupRoutes)
      return `  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, `/${file}`))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</sitemap>`
    }),
    '</sitemapindex>',
    '',
  ].join('\n')
  return {
    [SITEMAP_INDEX_FILE]: index,
    ...Object.fromEntries(
      groups.map(({ file, routes: groupRoutes }) => [file, urlSet(siteUrl, groupRoutes)]),
    ),
  }
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, `/${SITEMAP_INDEX_FILE}`)}\n`
