import path from 'node:path'
import type { PluginOptions } from 'gatsby'
import type { DownloadSettings } from './fetch/download'
import type { HttpSettings } from './fetch/http'
import { normaliseBaseUrl } from './fetch/url'
import { PLUGIN_OPTION_DEFAULTS as DEFAULTS } from './plugin-options-schema'

export interface SourceSettings {
  baseUrl: string | null
  snapshotDir: string
  siteUrl: string | null
  http: HttpSettings
  concurrency: number
  /** origins besides the CMS that media may come from */
  mediaHosts: string[]
  maxMediaBytes: number
  /** first path segments no item may be published under (the site's own files are there), lower case */
  reservedPaths: string[]
  /** the preview server's settings: drafts and autosaves read with an editor's login; null in every build */
  preview: PreviewSettings | null
}

export interface PreviewSettings {
  /** the `authorization` header of the editor's application password */
  authorization: string
  /** where the preview proxy reads when sourcing last finished */
  stateFile: string | null
}

/**
 * The preview's login, read here from the environment and never from plugin options: Gatsby keeps every
 * plugin's options in its data layer (`SitePlugin.pluginOptions`), which develop's GraphQL answers to anyone
 * who reaches it. `npm run preview` sets CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD (an account that may read
 * drafts, no more) and PREVIEW_STATE_FILE.
 */
export function previewFromEnvironment(env: NodeJS.ProcessEnv = process.env): PreviewSettings | null {
  const user = stringOption(env.CMS_PREVIEW_USER)
  const password = stringOption(env.CMS_PREVIEW_PASSWORD)
  if (user === null || password === null) return null
  return {
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
    stateFile: stringOption(env.PREVIEW_STATE_FILE),
  }
}

const numberOption = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)
const stringOption = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** Validated plugin options (Joi has applied the defaults) and the preview's login → typed settings. */
export function resolveSettings(
  options: PluginOptions,
  env: NodeJS.ProcessEnv = process.env,
): SourceSettings {
  const baseUrl = stringOption(options.baseUrl)
  const siteUrl = stringOption(options.siteUrl)
  const preview = previewFromEnvironment(env)
  return {
    baseUrl: baseUrl === null ? null : normaliseBaseUrl(baseUrl),
    snapshotDir: path.resolve(stringOption(options.snapshotDir) ?? DEFAULTS.snapshotDir),
    siteUrl: siteUrl === null ? null : new URL(siteUrl).origin,
    http: {
      timeoutMs: numberOption(options.timeoutMs, DEFAULTS.timeoutMs),
      retries: numberOption(options.retries, DEFAULTS.retries),
      backoffMs: numberOption(options.backoffMs, DEFAULTS.backoffMs),
      ...(preview ? { authorization: preview.authorization } : {}),
    },
    concurrency: numberOption(options.concurrency, DEFAULTS.concurrency),
    mediaHosts: Array.isArray(options.mediaHosts)
      ? options.mediaHosts
          .filter((host): host is string => typeof host === 'string')
          .map((host) => new URL(host).origin)
      : [],
    maxMediaBytes: numberOption(options.maxMediaBytes, DEFAULTS.maxMediaBytes),
    reservedPaths: Array.isArray(options.reservedPaths)
      ? options.reservedPaths
          .filter((name): name is string => typeof name === 'string')
          .map((name) => name.toLowerCase())
      : [],
    preview,
  }
}

/** Origins media may be downloaded from: the CMS the content came from, and the configured media hosts. */
export function mediaOrigins(cmsUrl: string, settings: SourceSettings): string[] {
  return [...new Set([new URL(cmsUrl).origin, ...settings.mediaHosts])]
}

export function downloadSettings(cmsUrl: string, settings: SourceSettings): DownloadSettings {
  // Media may come from another host (a CDN): the editor's login goes to REST calls only.
  const { authorization: _login, ...http } = settings.http
  return {
    http,
    allowedOrigins: mediaOrigins(cmsUrl, settings),
    maxBytes: settings.maxMediaBytes,
  }
}

/** Origins whose links are the site's own: the CMS the content came from, and the site's address. */
export function appAddresses(cmsUrl: string, siteUrl: string | null): string[] {
  return [...new Set([cmsUrl, siteUrl].filter((address): address is string => address !== null))]
}
