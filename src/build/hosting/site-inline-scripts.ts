import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Redirect } from '../../lib/redirects'
import { AGENDA_AT_VISIT_SCRIPT } from '../../lib/agenda-as-built'
import { consentDefaultsScript } from '../../lib/analytics/consent-defaults'
import { GATSBY_INLINE_SCRIPTS, SSR_PLUGINS_WITH_SCRIPTS } from '../../lib/gatsby-internals'
import { OFFLINE_PAGE_SCRIPT } from '../offline-page'
import { redirectScript } from '../redirect-files'
import { SCRIPTS_AFTER_FIRST_PAINT_SCRIPT } from '../scripts-after-first-paint'

/** Whether a JSON string literal (`"…"`) is exactly that: data, no code around it. */
function isJsonString(literal: string): boolean {
  try {
    return typeof JSON.parse(literal) === 'string'
  } catch {
    return false
  }
}

function isFrameworkScript(text: string): boolean {
  return GATSBY_INLINE_SCRIPTS.some(({ pattern, data }) => {
    const match = pattern.exec(text)
    return match !== null && (data === undefined || isJsonString(match[data] ?? ''))
  })
}

type Collect = (components: unknown[]) => void
interface SsrModule {
  onRenderBody?: (args: Record<string, Collect | string>) => void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The text of an inline <script> React element (`dangerouslySetInnerHTML`), or null for anything else. */
function inlineScriptText(element: unknown): string | null {
  if (!isRecord(element) || element.type !== 'script' || !isRecord(element.props)) return null
  const inner = element.props.dangerouslySetInnerHTML
  return isRecord(inner) && typeof inner.__html === 'string' ? inner.__html : null
}

/**
 * The inline scripts a plugin's onRenderBody writes, taken from the plugin itself (so an upgrade that changes
 * them is followed, and one that adds a script is not let through unseen).
 */
function scriptsWrittenBy(plugin: string): string[] {
  const load = createRequire(path.resolve('package.json'))
  const ssr = load(`${plugin}/gatsby-ssr`) as SsrModule
  const written: unknown[] = []
  const collect: Collect = (components) => written.push(...components)
  const ignore: Collect = () => undefined
  ssr.onRenderBody?.({
    pathname: '/',
    setHeadComponents: collect,
    setPreBodyComponents: collect,
    setPostBodyComponents: collect,
    setHtmlAttributes: ignore,
    setBodyAttributes: ignore,
    setBodyProps: ignore,
  })
  return written.map(inlineScriptText).filter((text): text is string => text !== null)
}

/** Recognises the inline scripts the site writes; a build with any other fails. */
export interface InlineScriptCheck {
  /** changes whenever what is accepted changes: cached results from an earlier check are not reused then */
  fingerprint: string
  accepts(text: string): boolean
}

/**
 * The inline scripts the site itself writes, and only those: the consent defaults in every page's head
 * (gatsby-ssr), gatsby-plugin-image's fade-in script, Gatsby's own data scripts and their start after the first
 * paint, the agenda's split by the visitor's clock, the offline page's retry script and the redirect pages' scripts.
 * Anything else in a built page (CMS content that slipped through, a plugin that started writing scripts) would
 * otherwise get its hash into the Content-Security-Policy and run.
 */
export function siteInlineScripts(redirects: readonly Redirect[]): InlineScriptCheck {
  const exact = new Set([
    consentDefaultsScript(),
    ...SSR_PLUGINS_WITH_SCRIPTS.flatMap(scriptsWrittenBy),
    AGENDA_AT_VISIT_SCRIPT,
    SCRIPTS_AFTER_FIRST_PAINT_SCRIPT,
    OFFLINE_PAGE_SCRIPT,
    ...redirects.map(redirectScript),
  ])
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([[...exact].sort(), GATSBY_INLINE_SCRIPTS.map(({ pattern }) => pattern.source)]))
    .digest('hex')
  return { fingerprint, accepts: (text) => exact.has(text) || isFrameworkScript(text) }
}

/** How a build error shows an unexpected script: its first 80 characters, on one line. */
export const scriptStart = (text: string): string =>
  JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 80))
