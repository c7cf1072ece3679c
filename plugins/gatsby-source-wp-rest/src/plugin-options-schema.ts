import type { GatsbyNode } from 'gatsby'

/**
 * The options' defaults, once: Joi applies them in the schema below, and resolveSettings (plugin-options.ts) falls
 * back on them for options it is given without the schema (tests, the snapshot exporter).
 */
export const PLUGIN_OPTION_DEFAULTS = {
  snapshotDir: 'content/snapshot',
  timeoutMs: 20_000,
  retries: 3,
  backoffMs: 500,
  /** Larger than any photo an editor uploads for the web; a bigger file is a mistake or an attack. */
  maxMediaBytes: 25 * 1024 * 1024,
  concurrency: 4,
} as const

/** Options in gatsby-config; `baseUrl` chooses a live CMS, otherwise the snapshot directory is read. */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    baseUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      // `https://user:password@cms` would put a login in the options, which develop's GraphQL shows.
      .pattern(/^[a-z]+:\/\/[^/@]*(\/.*)?$/i, { name: 'an address without a login' })
      .allow('', null)
      .description('Address of a live WordPress; when empty the snapshot directory is read'),
    snapshotDir: Joi.string()
      .default(PLUGIN_OPTION_DEFAULTS.snapshotDir)
      .description('Snapshot of REST responses (the offline default)'),
    siteUrl: Joi.string()
      .uri()
      .allow('', null)
      .description("The site's own address; links to it become site paths"),
    timeoutMs: Joi.number()
      .integer()
      .min(100)
      .default(PLUGIN_OPTION_DEFAULTS.timeoutMs)
      .description('Per-request timeout'),
    retries: Joi.number()
      .integer()
      .min(0)
      .max(10)
      .default(PLUGIN_OPTION_DEFAULTS.retries)
      .description('Retries on 5xx, 429 and network errors'),
    backoffMs: Joi.number()
      .integer()
      .min(0)
      .default(PLUGIN_OPTION_DEFAULTS.backoffMs)
      .description('First retry delay; doubles per retry'),
    mediaHosts: Joi.array()
      .items(Joi.string().uri({ scheme: ['http', 'https'] }))
      .default([])
      .description('Origins besides the CMS that media files may be downloaded from (a CDN)'),
    reservedPaths: Joi.array()
      .items(Joi.string().pattern(/^[^/]+$/))
      .default([])
      .description("First path segments the site's own files use; an item published there is left out"),
    maxMediaBytes: Joi.number()
      .integer()
      .min(1)
      .default(PLUGIN_OPTION_DEFAULTS.maxMediaBytes)
      .description('The largest media file the build downloads'),
    // Logins never go into plugin options (develop's GraphQL shows them as SitePlugin.pluginOptions): the
    // preview's is read from the environment (CMS_PREVIEW_USER, CMS_PREVIEW_PASSWORD).
    preview: Joi.any().forbidden().messages({
      'any.unknown':
        'the preview login is read from CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD, never from plugin options (GraphQL shows those)',
    }),
    concurrency: Joi.number()
      .integer()
      .min(1)
      .max(16)
      .default(PLUGIN_OPTION_DEFAULTS.concurrency)
      .description('CMS requests in flight at once'),
  })
