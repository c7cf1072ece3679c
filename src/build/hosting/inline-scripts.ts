import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
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

/** The distinct hashes of each built HTML file's inline scripts, by file ("agenda/index.html"). */
export async function inlineScriptHashes(publicDir: string): Promise<Map<string, readonly string[]>> {
  const files = builtHtmlFiles(publicDir).sort()
  const hashes = await inBatches(files, 64, async (file) => {
    const html = await readFile(path.join(publicDir, file), 'utf8')
    return [file, [...new Set(inlineScripts(html).map(scriptHash))]] as const
  })
  return new Map(hashes)
}
