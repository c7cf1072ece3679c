import { createHash } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { builtHtmlFiles } from '../built-html-files'
import { inBatches } from './in-batches'

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

function* scriptElements(node: Node): Generator<Element> {
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

interface CachedHashes {
  mtimeMs: number
  size: number
  hashes: string[]
}

async function readCache(cacheFile: string | undefined): Promise<Record<string, CachedHashes>> {
  if (!cacheFile) return {}
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, CachedHashes>
  } catch {
    return {} // no cache yet, or an unreadable one: read every file
  }
}

/**
 * The distinct hashes of each built HTML file's inline scripts, by file ("agenda/index.html"). With a cache
 * file (in Gatsby's cache), a file that has not changed since the last build is not read again: an incremental
 * build of a large site rewrites a few pages, not all of them.
 */
export async function inlineScriptHashes(
  publicDir: string,
  cacheFile?: string,
): Promise<Map<string, readonly string[]>> {
  const cache = await readCache(cacheFile)
  const files = builtHtmlFiles(publicDir).sort()
  const entries = await inBatches(files, 64, async (file) => {
    const fullPath = path.join(publicDir, file)
    const { mtimeMs, size } = await stat(fullPath)
    const cached = cache[file]
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return [file, { ...cached }] as const
    const hashes = [...new Set(inlineScripts(await readFile(fullPath, 'utf8')).map(scriptHash))]
    return [file, { mtimeMs, size, hashes }] as const
  })
  if (cacheFile) {
    await mkdir(path.dirname(cacheFile), { recursive: true })
    await writeFile(cacheFile, JSON.stringify(Object.fromEntries(entries)))
  }
  return new Map(entries.map(([file, { hashes }]) => [file, hashes]))
}
