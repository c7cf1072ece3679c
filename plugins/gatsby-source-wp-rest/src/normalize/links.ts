/**
 * Links in CMS content point at the CMS (or at the site's own address). Inside the site they must be site
 * paths: app address and trailing slash removed, query and hash kept.
 */
export function toSitePath(url: string, appAddresses: readonly string[]): string {
  const address = appAddresses.find(
    (origin) =>
      url === origin ||
      url.startsWith(`${origin}/`) ||
      url.startsWith(`${origin}?`) ||
      url.startsWith(`${origin}#`),
  )
  if (address === undefined) return url
  return trimPath(url.slice(address.length))
}

/** `/over-ons/` → `/over-ons`, `` → `/`, `/a/?x=1` → `/a?x=1` */
export function trimPath(pathWithSuffix: string): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithSuffix)
  const pathname = (match?.[1] ?? '').replace(/\/+$/, '')
  return `${pathname.startsWith('/') ? '' : '/'}${pathname}${match?.[2] ?? ''}`.replace(/^\/\/+/, '/')
}

/** The site path of an item's own permalink, wherever the CMS is installed. */
export function permalinkPath(link: string, appAddresses: readonly string[]): string {
  const sitePath = toSitePath(link, appAddresses)
  if (sitePath.startsWith('/')) return sitePath.replace(/[?#].*$/, '') || '/'
  return trimPath(new URL(link).pathname)
}
