import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { builtHtmlFiles } from '../built-html-files'
import { inBatches } from './in-batches'
import { scriptStart, type InlineScriptCheck } from './site-inline-scripts'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const JAVASCRIPT_TYPE =
  /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/

/**
 * Whether the browser runs this script element's text, by the HTML standard's rules: no type or a JavaScript
 * type (classic), `module`, or an import map. Data blocks such as JSON-LD are never run, so CSP ignores them.
 */
function runsInlineCode(script: Element): boolean {
  const attribute = (name: string) => script.attrs.find((attr) => attr.name === name)?.value
  if (attribute('src') !== undefined) return false
  const type = (attribute('type') ?? '').trim().toLowerCase()
  return type === '' || type === 'module' || type === 'importmap' || JAVASCRIPT_TYPE.test(type)
}

/** Every <script> in the tree, those in a <template>'s content too: cloned into the page, they run. */
function* scriptElements(node: Node): Generator<Element> {
  if ('content' in node) yield* scriptElements(node.content)
  if (!('childNodes' in node)) return
  for (const child of node.childNodes) {
    if (child.nodeName === 'script') yield child as Element
    else yield* scriptElements(child)
  }
}

const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : ''))
    .join('')

/**
 * The text of every inline script a browser would run in this HTML, parsed as a browser parses it (parse5,
 * the HTML standard's parser): line endings normalised, nothing decoded inside <script>.
 */
export const inlineScripts = (html: string): string[] =>
  [...scriptElements(parse(html))].filter(runsInlineCode).map(textOf)

/** A CSP hash source for a script's text, without the quotes: `sha256-…`. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

interface CachedFile {
  mtimeMs: number
  size: number
  hashes: string[]
  /** the start of each inline script the check did not accept */
  unexpected: string[]
}

interface Cache {
  fingerprint: string
  files: Record<string, CachedFile>
}

/** A store that outlives the build: Gatsby's cache API (the `cache` argument of onPostBuild) or a Map in tests. */
export interface BuildCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

const CACHE_KEY = 'inline-script-hashes'

const isCache = (value: unknown): value is Cache =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Cache>).fingerprint === 'string' &&
  typeof (value as Partial<Cache>).files === 'object'

async function readCache(cache: BuildCache | undefined, fingerprint: string): Promise<Cache['files']> {
  const stored = await cache?.get(CACHE_KEY)
  // Nothing stored yet, another format, or results of another check (another list of the site's scripts):
  // read every file.
  return isCache(stored) && stored.fingerprint === fingerprint ? stored.files : {}
}

export interface InlineScriptReport {
  /** the distinct hashes of each built HTML file's inline scripts, by file ("agenda/index.html") */
  hashes: Map<string, readonly string[]>
  /** the inline scripts the check did not accept: the file and the script's start */
  unexpected: Array<{ file: string; start: string }>
}

const ACCEPT_ALL: InlineScriptCheck = { fingerprint: 'all', accepts: () => true }

/**
 * Every built HTML file's inline scripts: their hashes, and those the check does not accept. With a cache, a
 * file whose size and time have not changed since the last build is not read again: an incremental build of a
 * large site rewrites a few pages, not all of them.
 */
export async function inspectInlineScripts(
  publicDir: string,
  check: InlineScriptCheck = ACCEPT_ALL,
  buildCache?: BuildCache,
): Promise<InlineScriptReport> {
  const cache = await readCache(buildCache, check.fingerprint)
  const files = builtHtmlFiles(publicDir).sort()
  const entries = await inBatches(files, 64, async (file) => {
    const fullPath = path.join(publicDir, file)
    const { mtimeMs, size } = await stat(fullPath)
    const cached = cache[file]
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return [file, { ...cached }] as const
    const scripts = inlineScripts(await readFile(fullPath, 'utf8'))
    const hashes = [...new Set(scripts.map(scriptHash))]
    const unexpected = scripts.filter((text) => !check.accepts(text)).map(scriptStart)
    return [file, { mtimeMs, size, hashes, unexpected }] as const
  })
  const cacheContent: Cache = { fingerprint: check.fingerprint, files: Object.fromEntries(entries) }
  await buildCache?.set(CACHE_KEY, cacheContent)
  return {
    hashes: new Map(entries.map(([file, { hashes }]) => [file, hashes])),
    unexpected: entries.flatMap(([file, { unexpected }]) => unexpected.map((start) => ({ file, start }))),
  }
}

/** The distinct hashes of each built HTML file's inline scripts, by file ("agenda/index.html"). */
export async function inlineScriptHashes(publicDir: string): Promise<Map<string, readonly string[]>> {
  return (await inspectInlineScripts(publicDir)).hashes
}
