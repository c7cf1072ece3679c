/** Gatsby's address of a page's data, relative to the site root: `/` → `page-data/index/page-data.json`. */
export function pageDataPath(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '')
  return `page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`
}
