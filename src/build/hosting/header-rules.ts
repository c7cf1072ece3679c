import { CACHE_IMMUTABLE, CACHE_REVALIDATE, type HeaderRule } from './header-table'

/**
 * webpack's output as Gatsby names it (`app-3f9810e73b2467097987.js`, `component---src-…-[hash].js`): the name
 * changes with the content, so Gatsby serves these as immutable without being told (its adapters do the same).
 */
export const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.(?:js|css)$/

/** The headers Gatsby gives a path before the `headers` option: immutable hashed files, else revalidate. */
export const defaultHeaders = (path: string): Record<string, string> => ({
  'cache-control': HASHED_ASSET.test(path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
})

/** A rule's path: exact (`/sw.js`) or everything under a prefix (`/static/*` → `/static/`, `/*` → `/`). */
export type PathPattern = { kind: 'exact'; path: string } | { kind: 'prefix'; prefix: string }

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The part of Gatsby's path syntax all three outputs (Gatsby, nginx, Netlify) express the same way: exact paths
 * and a trailing `/*`. Anything else in the table stops the build rather than meaning different things per host.
 */
export function parseSource(source: string): PathPattern {
  if (!source.startsWith('/')) throw new Error(`Header rule "${source}" must start with /`)
  const wildcard = source.endsWith('/*')
  const rest = wildcard ? source.slice(0, -1) : source
  if (rest.includes('*') || rest.includes(':')) {
    throw new Error(`Header rule "${source}": only exact paths and a trailing /* are supported`)
  }
  return wildcard ? { kind: 'prefix', prefix: rest } : { kind: 'exact', path: withoutSlash(rest) }
}

const matches = (pattern: PathPattern, path: string): boolean =>
  pattern.kind === 'exact'
    ? pattern.path === withoutSlash(path)
    : path.startsWith(pattern.prefix) || `${path}/` === pattern.prefix

/** Rules in the order they apply: wildcards from short to long, then exact paths (the last one wins). */
export function orderedRules(table: readonly HeaderRule[]): Array<HeaderRule & { pattern: PathPattern }> {
  const rank = (pattern: PathPattern) =>
    pattern.kind === 'exact' ? Number.MAX_SAFE_INTEGER : pattern.prefix.length
  return table
    .map((rule) => ({ ...rule, pattern: parseSource(rule.source) }))
    .sort((a, b) => rank(a.pattern) - rank(b.pattern))
}

/** Every header a response for `path` gets: Gatsby's defaults, then the table's matching rules in order. */
export function headersForPath(table: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = defaultHeaders(path)
  for (const rule of orderedRules(table)) {
    if (!matches(rule.pattern, path)) continue
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/** The header names the table or the defaults set anywhere. */
export const headerNames = (table: readonly HeaderRule[]): string[] => [
  ...new Set([
    ...Object.keys(defaultHeaders('/')),
    ...table.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase())),
  ]),
]
