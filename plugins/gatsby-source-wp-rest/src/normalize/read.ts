import type { ItemNotice } from '../notices/item-notices'
import { MalformedItemError } from '../fetch/errors'
import { message, shortened } from '../rules/content-rules'

/** Which item a reader is looking at, so an error can name the type and id. */
export interface ItemContext {
  type: string
  id: string
  /** the item's slug (or `#index`), for notices an editor reads */
  label: string
  /** where normalising notes a part it cut from the item (an author's mistake that costs only that part) */
  notices: ItemNotice[]
}

export type JsonRecord = Record<string, unknown>

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value

/** The same, in Dutch, for the editor: "een lijst", "een getal". */
const DUTCH_KINDS: Record<string, string> = {
  null: 'leeg (null)',
  'an array': 'een lijst',
  object: 'een object',
  number: 'een getal',
  boolean: 'ja of nee',
  undefined: 'ontbreekt',
  string: 'tekst',
}

/** What kind of JSON value it is, in Dutch ("een lijst"), for a notice. */
export function dutchKind(value: unknown): string {
  const kind = describe(value)
  return DUTCH_KINDS[kind] ?? kind
}

/** The value as a short string for a notice: text as it is (shortened), anything else as JSON. */
export function valueForNotice(value: unknown): string {
  if (typeof value === 'string') return shortened(value)
  try {
    return shortened(JSON.stringify(value) ?? String(value))
  } catch {
    return String(value)
  }
}

/** The item's own fields as the editor knows them in WordPress. */
const FIELD_LABELS: Record<string, string> = {
  '(item)': 'Het item',
  id: 'Het id',
  slug: 'De slug',
  'title.rendered': 'De titel',
  title: 'De titel',
  link: 'Het webadres',
  'content.rendered': 'De inhoud',
  'excerpt.rendered': 'Het uittreksel',
  date: 'De publicatiedatum',
  modified: 'De wijzigingsdatum',
  menu_order: 'De volgorde',
  parent: 'De bovenliggende pagina',
  featured_media: 'De uitgelichte afbeelding',
  activity_type: 'De soort activiteit',
}

/** The error for a value of the wrong JSON type: technical for the log, Dutch for the editor. */
export function wrongType(
  ctx: ItemContext,
  field: string,
  expected: string,
  value: unknown,
): MalformedItemError {
  return new MalformedItemError(ctx.type, ctx.id, field, `must be ${expected}, got ${describe(value)}`, {
    dutch: message('wrongType', { label: FIELD_LABELS[field] ?? field, value: dutchKind(value) }),
    value: valueForNotice(value),
  })
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asRecord(value: unknown, ctx: ItemContext, field: string): JsonRecord {
  if (!isRecord(value)) throw wrongType(ctx, field, 'an object', value)
  return value
}

export function readString(record: JsonRecord, key: string, ctx: ItemContext): string {
  const value = record[key]
  if (typeof value !== 'string') throw wrongType(ctx, key, 'a string', value)
  return value
}

/** ACF and WordPress write an empty value as "", null or false; all become null. */
export function readOptionalString(record: JsonRecord, key: string, ctx: ItemContext): string | null {
  const value = record[key]
  if (value === undefined || value === null || value === false || value === '') return null
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') throw wrongType(ctx, key, 'a string', value)
  return value
}

export function readInt(record: JsonRecord, key: string, ctx: ItemContext): number {
  const value = record[key]
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw wrongType(ctx, key, 'a whole number', value)
  return value
}

/** WordPress wraps rendered fields: `{ "title": { "rendered": "…" } }`. */
export function readRendered(record: JsonRecord, key: string, ctx: ItemContext): string {
  const wrapper = asRecord(record[key], ctx, key)
  const value = wrapper.rendered
  if (typeof value !== 'string') throw wrongType(ctx, `${key}.rendered`, 'a string', value)
  return value
}

/** The `id` and slug of a raw item, for messages, before the item itself is trusted. */
export function itemContext(
  type: string,
  raw: unknown,
  index: number,
  notices: ItemNotice[] = [],
): ItemContext {
  const id =
    isRecord(raw) && (typeof raw.id === 'number' || typeof raw.id === 'string') ? String(raw.id) : `#${index}`
  const label = isRecord(raw) && typeof raw.slug === 'string' && raw.slug !== '' ? raw.slug : `#${index}`
  return { type, id, label, notices }
}

function note(
  ctx: ItemContext,
  outcome: ItemNotice['outcome'],
  problem: string,
  field?: string,
  value?: unknown,
): void {
  ctx.notices.push({
    restType: ctx.type,
    id: noticeId(ctx),
    label: ctx.label,
    outcome,
    problem,
    ...(field === undefined ? {} : { field }),
    ...(value === undefined ? {} : { value: valueForNotice(value) }),
  })
}

/** Notes that the item is published without a part an author got wrong (the part is left out). */
export const noteCut = (ctx: ItemContext, problem: string, field?: string, value?: unknown) =>
  note(ctx, 'cut', problem, field, value)

/** Notes that the item is left out of the site, and why. */
export const noteLeftOut = (ctx: ItemContext, problem: string, field?: string, value?: unknown) =>
  note(ctx, 'left-out', problem, field, value)

/** The item's WordPress id for a notice (WordPress makes the edit link from it), or null. */
export function noticeId(ctx: ItemContext): number | null {
  return /^\d+$/.test(ctx.id) ? Number(ctx.id) : null
}
