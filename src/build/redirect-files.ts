import { absoluteUrl } from '../lib/paths'
import { isExternal, type Redirect } from '../lib/redirects'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const targetUrl = (siteUrl: string, to: string) => (isExternal(to) ? to : absoluteUrl(siteUrl, to))

/** A redirect page's inline script (the build's CSP check knows it by this text): to the new address at once. */
export function redirectScript(redirect: Redirect): string {
  const keepQuery = isExternal(redirect.to) ? '' : '+location.search+location.hash'
  return `location.replace(${JSON.stringify(redirect.to).replace(/</g, '\\u003c')}${keepQuery})`
}

/**
 * A page for a plain static host: it redirects at once (script, and meta refresh without script) and names the
 * new address as canonical, so search engines move their index there.
 */
export function redirectPage(siteUrl: string, redirect: Redirect): string {
  const target = targetUrl(siteUrl, redirect.to)
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>Deze pagina is verhuisd</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(target)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(redirect.to)}">
<script>${redirectScript(redirect)}</script>
</head>
<body>
<p>Deze pagina is verhuisd naar <a href="${escapeHtml(redirect.to)}">${escapeHtml(target)}</a>.</p>
</body>
</html>
`
}

/**
 * Netlify `_redirects`: a 301 for each old path, with and without a trailing slash. Forced (`!`): each old path
 * also has its redirect page in the build, and Netlify would otherwise serve that file instead.
 */
export function netlifyRedirects(siteUrl: string, table: readonly Redirect[]): string {
  return `${table.flatMap(({ from, to }) => [`${from} ${targetUrl(siteUrl, to)} 301!`, `${from}/ ${targetUrl(siteUrl, to)} 301!`]).join('\n')}\n`
}

/**
 * nginx rules for the site's server block (part of nginx/server.conf): exact-match 301s, with and without a
 * trailing slash; a query string goes along to a page of the site, as on Netlify.
 */
export function nginxRedirects(siteUrl: string, table: readonly Redirect[]): string[] {
  const quote = (text: string) => {
    if (text.includes('$'))
      throw new Error(`Redirect "${text}" contains a $, which nginx would read as a variable`)
    return text.replace(/(["\\])/g, '\\$1')
  }
  const rule = (path: string, to: string) => {
    const target = `${quote(targetUrl(siteUrl, to))}${isExternal(to) ? '' : '$is_args$args'}`
    return `location = "${quote(path)}" { return 301 "${target}"; }`
  }
  return table.flatMap(({ from, to }) => [rule(from, to), rule(`${from}/`, to)])
}
