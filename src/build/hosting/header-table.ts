import type { GatsbyConfig } from 'gatsby'
import { analyticsConfig } from '../../lib/analytics/config'
import { contentSecurityPolicy, type PolicySources } from './content-security-policy'
import { SECURITY_HEADERS } from './security-headers'

/** One entry of Gatsby's `headers` option: a path pattern and the headers for it. */
export type HeaderRule = NonNullable<GatsbyConfig['headers']>[number]

/** Gatsby's caching guide: HTML and data files revalidate on every request; hashed files never change. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * The agenda's calendar feed: calendar apps that subscribe poll it, and should see a publish within minutes, so
 * shared caches keep it briefly and then ask again.
 */
export const CACHE_SHORT = 'public, max-age=300, must-revalidate'
/** The service worker: browsers that kept an old copy would keep running the old site. */
export const CACHE_NEVER = 'no-store'

/**
 * The one table of response headers, as Gatsby's `headers` option (gatsby-config.ts). The build turns it into
 * Netlify's `_headers` and the nginx config (src/build/hosting/). Keys are lower case, as Gatsby's own default
 * headers are, so an entry here replaces Gatsby's default of the same name.
 *
 * Rules: an exact path beats a wildcard, a longer wildcard beats a shorter one. Underneath are the defaults
 * Gatsby applies itself (header-rules.ts): webpack's hashed .js and .css files are immutable, anything else
 * revalidates. After the build, every HTML file's policy gets the hashes of that file's inline scripts.
 */
export function headerTable(sources: PolicySources): HeaderRule[] {
  return [
    {
      source: '/*',
      headers: [
        { key: 'content-security-policy', value: contentSecurityPolicy(sources) },
        ...SECURITY_HEADERS,
      ],
    },
    { source: '/static/*', headers: [{ key: 'cache-control', value: CACHE_IMMUTABLE }] },
    { source: '/page-data/*', headers: [{ key: 'cache-control', value: CACHE_REVALIDATE }] },
    { source: '/sw.js', headers: [{ key: 'cache-control', value: CACHE_NEVER }] },
    {
      source: '/agenda.ics',
      headers: [
        { key: 'cache-control', value: CACHE_SHORT },
        // For Netlify; nginx takes a file's content type from its own types (nginx/server.conf), never here.
        { key: 'content-type', value: 'text/calendar; charset=utf-8' },
      ],
    },
  ]
}

/**
 * The site's own table: its policy allows the contact form's CMS and the analytics ids of the build's environment.
 * gatsby-config.ts passes it to Gatsby's `headers` option and the build's last step writes it out for the hosts,
 * each from the same inputs, so both get the same rules without reading Gatsby's internal store.
 */
export const siteHeaderTable = (contactFormUrl: string): HeaderRule[] =>
  headerTable({ contactFormUrl, ...analyticsConfig() })
