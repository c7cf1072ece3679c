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

/** What WordPress puts after a text it shortened to an excerpt (excerpt_more, "[…]" unless a filter changed it). */
const SHORTENED = /\s*\[(…|\.\.\.)\]$/u
const ELLIPSIS = /\s*…$/u

const withoutSpaces = (text: string) => text.replace(/\s+/g, '')

/**
 * Whether an excerpt is WordPress's automatic one: the start of the text itself (its first 55 words, then "[…]"),
 * which as an intro above that text says the same thing twice. Both are plain text (plainText). White space is
 * left out of the comparison: WordPress strips tags without a space where plainText puts one ("<b>Ex</b>quise").
 * The "[…]" alone decides too, as the text's start may differ: WordPress leaves images and their captions out.
 */
export function isAutomaticExcerpt(excerpt: string, content: string): boolean {
  const trimmed = excerpt.trim()
  if (SHORTENED.test(trimmed)) return true
  return withoutSpaces(content).startsWith(withoutSpaces(trimmed.replace(ELLIPSIS, '')))
}
