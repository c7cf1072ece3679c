/**
 * What the preview changes in a REST item before normalisation, as pure functions (the preview server's
 * source and the tests use them). WordPress gives an unpublished item no pretty `link` (it answers
 * `?post_type=products&p=123`), and keeps an edit of a published item apart as an autosave revision.
 */

import { MalformedItemError } from '../fetch/errors'
import { valueForNotice } from '../normalize/read'
import { KNOWN_STATUSES, message } from '../rules/content-rules'

type Item = Record<string, unknown>
const asItem = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {})

/** Statuses WordPress gives no pretty permalink; their path comes from the permalink template. */
const WITHOUT_PERMALINK = new Set(['draft', 'pending', 'future', 'auto-draft'])

/**
 * The slug of a draft that has none yet: WordPress sets a slug at publishing, from the title as it is then,
 * so a path from today's title would move while the editor types. The id never changes.
 * (The WordPress plugin's tandem_preview_slug() gives the same.)
 */
export const draftSlug = (id: number) => `concept-${id}`

/**
 * The item's address for the preview: its own link when WordPress gives a pretty one, else the permalink
 * template (`context=edit`: `https://cms/producten-en-diensten/%pagename%/`, parents included) with its slug,
 * or the stable draft slug when it has none.
 */
export function previewLink(rawItem: unknown): string | null {
  const item = asItem(rawItem)
  const { status, permalink_template: template, slug, id } = item
  if (typeof status !== 'string' || !WITHOUT_PERMALINK.has(status)) return null
  if (typeof template !== 'string' || !/%(postname|pagename)%/.test(template) || typeof id !== 'number') {
    return null
  }
  const own = typeof slug === 'string' && slug !== '' ? slug : draftSlug(id)
  return template.replace(/%(postname|pagename)%/, own)
}

/** The newest autosave (of any user) when it is newer than the item itself, else null. */
export function newerAutosave(rawItem: unknown, autosaves: readonly unknown[]): Item | null {
  const modified = asItem(rawItem).modified
  let newest: Item | null = null
  for (const candidate of autosaves.map(asItem)) {
    if (typeof candidate.modified !== 'string') continue
    if (newest === null || candidate.modified > String(newest.modified)) newest = candidate
  }
  if (newest === null || typeof modified !== 'string') return newest
  return String(newest.modified) > modified ? newest : null
}

/** The fields an autosave holds (WordPress keeps only these in a revision). */
const AUTOSAVED_FIELDS = ['title', 'content', 'excerpt'] as const

/** WordPress's own words for an item without a title, in its Dutch admin. */
const UNTITLED = '(geen titel)'

const hasTitle = (item: Item) => {
  const rendered = asItem(item.title).rendered
  return typeof rendered === 'string' && rendered.trim() !== ''
}

/**
 * The item as the preview shows it: its draft address, and the text of a newer autosave with that autosave's
 * time as `modified` (the version the preview server reports, and the CMS waits for). A draft has no slug or
 * title until its editor gives it one; its preview still opens, at the stable path, as "(geen titel)".
 */
export function previewItem(rawItem: unknown, autosaves: readonly unknown[] = []): unknown {
  const item = { ...asItem(rawItem) }
  const link = previewLink(item)
  if (link !== null) item.link = link
  const autosave = newerAutosave(item, autosaves)
  if (autosave !== null) {
    for (const field of AUTOSAVED_FIELDS) if (autosave[field] !== undefined) item[field] = autosave[field]
    item.modified = autosave.modified
  }
  if (link !== null) {
    if (typeof item.slug !== 'string' || item.slug === '') item.slug = draftSlug(Number(item.id))
    if (!hasTitle(item)) item.title = { rendered: UNTITLED }
  }
  return item
}

/** Whether an item may have an autosave: WordPress counts an item's revisions (autosaves included) in its links. */
export function hasRevisions(rawItem: unknown): boolean {
  const history = asItem(asItem(rawItem)._links)['version-history']
  if (!Array.isArray(history)) return true
  const count = asItem(history[0]).count
  return typeof count !== 'number' || count > 0
}

/** Why an item's status is not one WordPress gives (an error the item's notice explains), or null. */
export function statusProblem(rawItem: unknown): MalformedItemError | null {
  const { status } = asItem(rawItem)
  if (
    status === undefined ||
    (typeof status === 'string' && (KNOWN_STATUSES as readonly string[]).includes(status))
  ) {
    return null
  }
  return new MalformedItemError('item', String(asItem(rawItem).id), 'status', `is not a WordPress status`, {
    dutch: message('status', { value: valueForNotice(status) }),
    value: valueForNotice(status),
  })
}

/** A production build publishes only published items, whatever a CMS returns. */
export const isPublished = (rawItem: unknown): boolean => {
  const { status } = asItem(rawItem)
  return status === undefined || status === 'publish'
}
