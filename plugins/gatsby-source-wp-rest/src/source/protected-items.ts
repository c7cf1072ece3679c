import type { RawLists } from './collect'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether WordPress marks an item as password-protected: its `content`, `excerpt` or `title` says
 * `protected: true`. A password is meant to keep an item from the public, so the site never builds it.
 */
export function isPasswordProtected(item: unknown): boolean {
  if (!isRecord(item)) return false
  return ['content', 'excerpt', 'title'].some((field) => {
    const value = item[field]
    return isRecord(value) && value.protected === true
  })
}

/** "careers 212 (stagiair-support)": how the build log names a skipped item. */
function describe(type: string, item: unknown): string {
  if (!isRecord(item)) return type
  const slug = typeof item.slug === 'string' && item.slug !== '' ? ` (${item.slug})` : ''
  return `${type} ${String(item.id)}${slug}`
}

/** The lists without password-protected items, and which items were left out (for the build log). */
export function withoutProtected(lists: RawLists): { lists: RawLists; skipped: string[] } {
  const skipped: string[] = []
  const kept = Object.fromEntries(
    Object.entries(lists).map(([type, items]) => [
      type,
      items.filter((item) => {
        if (!isPasswordProtected(item)) return true
        skipped.push(describe(type, item))
        return false
      }),
    ]),
  ) as RawLists
  return { lists: kept, skipped }
}
