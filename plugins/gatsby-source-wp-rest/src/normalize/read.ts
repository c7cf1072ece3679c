import type { ItemNotice } from '../notices/item-notices'
import { MalformedItemError } from '../fetch/errors'

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

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asRecord(value: unknown, ctx: ItemContext, field: string): JsonRecord {
  if (!isRecord(value))
    throw new MalformedItemError(ctx.type, ctx.id, field, `must be an object, got ${describe(value)}`)
  return value
}

export function readString(record: JsonRecord, key: string, ctx: ItemContext): string {
  const value = record[key]
  if (typeof value !== 'string') {
    throw new MalformedItemError(ctx.type, ctx.id, key, `must be a string, got ${describe(value)}`)
  }
  return value
}

/** ACF and WordPress write an empty value as "", null or false; all become null. */
export function readOptionalString(record: JsonRecord, key: string, ctx: ItemContext): string | null {
  const value = record[key]
  if (value === undefined || value === null || value === false || value === '') return null
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') {
    throw new MalformedItemError(ctx.type, ctx.id, key, `must be a string, got ${describe(value)}`)
  }
  return value
}

export function readInt(record: JsonRecord, key: string, ctx: ItemContext): number {
  const value = record[key]
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new MalformedItemError(ctx.type, ctx.id, key, `must be a whole number, got ${describe(value)}`)
  }
  return value
}

/** WordPress wraps rendered fields: `{ "title": { "rendered": "…" } }`. */
export function readRendered(record: JsonRecord, key: string, ctx: ItemContext): string {
  const wrapper = asRecord(record[key], ctx, key)
  const value = wrapper.rendered
  if (typeof value !== 'string') {
    throw new MalformedItemError(
      ctx.type,
      ctx.id,
      `${key}.rendered`,
      `must be a string, got ${describe(value)}`,
    )
  }
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

/** Notes that the item is published without a part an author got wrong (the part is left out). */
export function noteCut(ctx: ItemContext, problem: string): void {
  ctx.notices.push({ restType: ctx.type, id: noticeId(ctx), label: ctx.label, outcome: 'cut', problem })
}

/** The item's WordPress id for a notice (WordPress makes the edit link from it), or null. */
export function noticeId(ctx: ItemContext): number | null {
  return /^\d+$/.test(ctx.id) ? Number(ctx.id) : null
}
