import { MalformedItemError } from '../fetch/errors'

/** Which item a reader is looking at, so an error can name the type and id. */
export interface ItemContext {
  type: string
  id: string
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

/** The `id` of a raw item, for error messages, before the item itself is trusted. */
export function itemContext(type: string, raw: unknown, index: number): ItemContext {
  const id =
    isRecord(raw) && (typeof raw.id === 'number' || typeof raw.id === 'string') ? String(raw.id) : `#${index}`
  return { type, id }
}
