import { pathSegments, withoutTrailingSlash } from './paths'

/**
 * The message for a path no page answers. When the path has the shape of a child route under a page that does
 * exist (`/{slug}/{child}` with a child that does not belong to it), the route's validity check failed:
 * 'Page Not Found: {fullPath}'. Anything else is unmatched: 'Page not found: {path}'.
 */
export function notFoundMessage(
  location: { pathname: string; search: string; hash: string },
  parentPaths: ReadonlySet<string>,
): string {
  const path = withoutTrailingSlash(decodeURI(location.pathname))
  const segments = pathSegments(path)
  const parentPath = `/${segments.slice(0, -1).join('/')}`
  const isChildRouteShape = segments.length >= 2 && parentPaths.has(parentPath)
  return isChildRouteShape
    ? `Page Not Found: ${location.pathname}${location.search}${location.hash}`
    : `Page not found: ${location.pathname}`
}
