import path from 'node:path'
import { redirectTable } from '../lib/redirects'
import type { SiteRoutes } from './load-routes'
import { redirectPage } from './redirect-files'
import { robotsTxt, sitemapDocuments } from './sitemaps'
import { writeIfChanged } from './write-if-changed'

const write = (publicDir: string, relativePath: string, contents: string) =>
  writeIfChanged(path.join(publicDir, relativePath), contents)

/**
 * Files next to the pages that no React page produces: the sitemaps (three, or more past 50,000 URLs), robots.txt
 * and a redirect page per old path (for plain static hosts). The hosts' own rules come last
 * (src/build/hosting/write-host-files.ts).
 */
export async function writeStaticFiles(
  publicDir: string,
  siteUrl: string,
  { routes, remoteSupportUrl }: SiteRoutes,
): Promise<void> {
  const redirects = redirectTable(remoteSupportUrl)
  const redirectedPaths = new Set(redirects.map((redirect) => redirect.from))
  const documents = {
    ...(await sitemapDocuments(siteUrl, routes, redirectedPaths)),
    'robots.txt': robotsTxt(siteUrl),
  }
  await Promise.all(Object.entries(documents).map(([file, contents]) => write(publicDir, file, contents)))
  await Promise.all(
    redirects.map((redirect) =>
      write(publicDir, path.join(redirect.from, 'index.html'), redirectPage(siteUrl, redirect)),
    ),
  )
}
