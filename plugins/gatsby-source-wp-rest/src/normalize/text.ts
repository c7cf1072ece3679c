import { decode } from 'html-entities'

/** Rendered HTML → plain text: tags removed, entities decoded (`&#8211;` → `–`), white space folded. */
export function plainText(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

export function camelCase(key: string): string {
  return key.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/**
 * Whether an excerpt is WordPress's automatic one: the start of the text itself (its first 55 words and "[…]"),
 * which as an intro above that text says the same thing twice. Both are plain text (plainText).
 */
export function isAutomaticExcerpt(excerpt: string, content: string): boolean {
  const start = excerpt.replace(/\s*(\[(…|&hellip;|\.\.\.)\]|…)\s*$/u, '').trim()
  return start === '' || content.startsWith(start)
}
