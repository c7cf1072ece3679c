import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['childNode']

/** Elements that start a new line (or a paragraph) in plain text. */
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'blockquote',
  'figure',
])
const LINES = new Set(['li', 'tr', 'br', 'figcaption'])

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value.replace(/\s+/g, ' ')
  if (!('childNodes' in node) || node.nodeName === 'script' || node.nodeName === 'style') return ''
  const inner = node.childNodes.map(textOf).join('')
  if (BLOCKS.has(node.nodeName)) return `\n\n${inner.trim()}\n\n`
  if (node.nodeName === 'li') return `\n- ${inner.trim()}`
  if (LINES.has(node.nodeName)) return `\n${inner.trim()}`
  return inner
}

/**
 * Sanitised CMS HTML as plain text for a calendar app's description: paragraphs as blank lines, list items as
 * "- " lines, entities decoded (the parser does that), no markup.
 */
export function htmlToText(html: string): string {
  return parseFragment<DefaultTreeAdapterMap>(html)
    .childNodes.map(textOf)
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
