/** `/over-ons/` → `/over-ons`; `/` stays `/`. The site's paths have no trailing slash. */
export function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Path segments without empty parts: `/a/b/` → `['a', 'b']`. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '')

/** An absolute URL on the site's address. */
export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path === '/' ? '/' : path}`
