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
