import type { GatsbyConfig } from 'gatsby'
import { colors } from './src/design/tokens'
import { staticHostingAdapter } from './src/build/hosting/adapter'
import { siteHeaderTable } from './src/build/hosting/header-table'
import { setGatsbyCpuCount } from './src/build/gatsby-cpu-count'
import { siteNow } from './src/build/site-clock'
import { dutchNow } from './src/lib/agenda'
import { CONTACT_FORM_PATH } from './src/lib/contact/submit-contact'
import reservedSlugs from './cms/tandem-headless/reserved-slugs.json'

/**
 * CMS_URL: a live WordPress to build from; without it the embedded snapshot in content/snapshot is used.
 * SITE_URL: the public address (canonical URLs, sitemaps); links to it in CMS content become site paths.
 */
const cmsUrl = process.env.CMS_URL?.trim() || null
/** CONTACT_FORM_CMS_URL: where the contact form posts, when that is not CMS_URL (tests, a separate host). */
const contactCmsUrl = (process.env.CONTACT_FORM_CMS_URL?.trim() || cmsUrl)?.replace(/\/+$/, '')
/** CMS_TIMEOUT_MS, CMS_RETRIES: per-request timeout and retries of CMS calls (defaults: 20 s, 3 retries). */
const numberFromEnv = (name: string): number | undefined => {
  const value = process.env[name]?.trim()
  return value ? Number(value) : undefined
}
/** CMS_MEDIA_HOSTS: origins besides the CMS that media may be downloaded from (comma-separated, e.g. a CDN). */
const mediaHosts = (process.env.CMS_MEDIA_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean)
/*
 * CMS_PREVIEW_USER, CMS_PREVIEW_PASSWORD (and PREVIEW_STATE_FILE): the preview server's login, set by
 * `npm run preview` only. The source plugin reads them from the environment itself: plugin options are public
 * in develop's GraphQL (SitePlugin.pluginOptions), so no login ever goes in here. It refuses them in
 * `gatsby build`.
 */
const siteUrl = (process.env.SITE_URL?.trim() || 'https://www.tandem-praktijksoftware.nl').replace(/\/+$/, '')
const contactFormUrl = contactCmsUrl ? `${contactCmsUrl}${CONTACT_FORM_PATH}` : ''
/** SITE_NOW: the moment the site is built as (src/build/site-clock.ts); the machine's clock when unset. */
const builtAt = siteNow()
setGatsbyCpuCount()

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Tandem Praktijksoftware',
    siteUrl,
    language: 'nl',
    // Empty when no CMS is configured: the form then tells visitors to call or mail instead.
    contactFormUrl,
    // The build's "now" for what depends on the date. The year is a field of its own: the frame reads only it,
    // so the frame's data (and every page's HTML) changes once a year, not with every build.
    builtAt: builtAt.toISOString(),
    builtYear: Number(dutchNow(builtAt).slice(0, 4)),
  },
  // The one table of response headers (caching, security): the build writes it out for Netlify and nginx.
  headers: siteHeaderTable(contactFormUrl),
  // Keeps Gatsby's Netlify adapter from adding rules of its own on Netlify (see src/build/hosting/adapter.ts).
  adapter: staticHostingAdapter(),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  plugins: [
    {
      // Style source maps in development only, as the plugin intends: its options schema defaults sourceMap to
      // true, which overrides its own development-only default. In a production build every styled module then
      // carried an inline source map in a branch the minifier removes, so webpack saw modules of over 160 KB
      // and gave each its own chunk (Gatsby's rule for large libraries): the product page loaded its template
      // in six chunks of 0.5 to 4 KB, each a request and a script insertion.
      resolve: 'gatsby-plugin-emotion',
      options: { sourceMap: process.env.NODE_ENV !== 'production' },
    },
    'gatsby-plugin-image',
    {
      // The web app manifest (installable app). The service worker is the site's own: see src/service-worker.
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: 'Tandem Praktijksoftware',
        short_name: 'Tandem',
        description: 'Praktijksoftware en diensten voor tandartsen, mondzorgcentra en orthodontisten.',
        lang: 'nl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: colors.background,
        theme_color: colors.blueDark,
        icon: 'static/favicon.svg',
        icon_options: { purpose: 'any' },
        theme_color_in_head: false, // the Seo component writes it
      },
    },
    { resolve: 'gatsby-plugin-sharp', options: { defaults: { quality: 70 } } },
    {
      resolve: 'gatsby-source-wp-rest',
      options: {
        baseUrl: cmsUrl,
        // CONTENT_SNAPSHOT_DIR: another snapshot to build from (the deploy tests build a changed copy).
        snapshotDir: process.env.CONTENT_SNAPSHOT_DIR?.trim() || 'content/snapshot',
        siteUrl,
        timeoutMs: numberFromEnv('CMS_TIMEOUT_MS'),
        retries: numberFromEnv('CMS_RETRIES'),
        mediaHosts,
        // The site's own files at the top (_headers, static, …): an item there would overwrite or hide them.
        reservedPaths: reservedSlugs.slugs,
      },
    },
  ],
}

export default config
