import { MalformedItemError } from '../fetch/errors'
import { normaliseDate } from '../normalize/date'
import { noteCut, valueForNotice, wrongType, type ItemContext } from '../normalize/read'
import {
  DATE_FORMATS,
  DATE_YEARS,
  EMAIL_PATTERN,
  FORBIDDEN_CHARACTERS,
  MAX_LENGTH,
  message,
  type MessageKey,
} from './content-rules'

/**
 * The checks every text an author wrote passes, with the rules of content-rules.ts. A check throws a
 * MalformedItemError with the Dutch reason; the caller's boundary decides whether that costs the field or the
 * item. What can be cleaned (invisible control characters) is cleaned and noted, and the value kept.
 */

const FORBIDDEN = new RegExp(FORBIDDEN_CHARACTERS, 'g')
/** One e-mail address (EMAIL_PATTERN): the e-mail fields and a mailto: link's address alike. */
export const EMAIL = new RegExp(EMAIL_PATTERN)

/** A refusal of `field`'s value, with the rule's Dutch message. */
export function refusal(
  ctx: ItemContext,
  field: string,
  key: MessageKey,
  values: Record<string, string | number>,
  raw: unknown,
): MalformedItemError {
  const dutch = message(key, values)
  return new MalformedItemError(ctx.type, ctx.id, field, `is refused: ${dutch}`, {
    dutch,
    value: valueForNotice(raw),
  })
}

/** The text without control characters and direction overrides; when it had some, the editor is told. */
export function withoutForbiddenCharacters(
  value: string,
  ctx: ItemContext,
  field: string,
  label: string,
): string {
  const cleaned = value.replace(FORBIDDEN, '')
  if (cleaned !== value) {
    noteCut(ctx, `${message('forbiddenCharacters', { label })}; die tekens zijn weggelaten.`, field, value)
  }
  return cleaned
}

/** Empty as WordPress and ACF write it: absent, null, false, "" or only white space. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '')

export interface TextRule {
  field: string
  label: string
  max: number
  required?: boolean
}

/** A text value: a string within its length, cleaned of invisible characters; null when empty and optional. */
export function checkedText(raw: unknown, ctx: ItemContext, rule: TextRule): string | null {
  if (isEmptyValue(raw)) {
    if (rule.required) throw refusal(ctx, rule.field, 'required', { label: rule.label }, raw)
    return null
  }
  if (typeof raw !== 'string') throw wrongType(ctx, rule.field, 'a string', raw)
  if (raw.length > rule.max) {
    throw refusal(ctx, rule.field, 'tooLong', { label: rule.label, max: rule.max }, raw)
  }
  return withoutForbiddenCharacters(raw, ctx, rule.field, rule.label)
}

/** An e-mail address that a `mailto:` link can carry without adding headers or recipients. */
export function checkedEmail(raw: unknown, ctx: ItemContext, field: string, label: string): string | null {
  const text = checkedText(raw, ctx, { field, label, max: MAX_LENGTH.address })
  if (text === null) return null
  const address = text.trim()
  if (!EMAIL.test(address)) throw refusal(ctx, field, 'email', { label, value: address }, raw)
  return address
}

/** A date field's value in the site's form, or a refusal (not a date, or outside the years the site takes). */
export function checkedDate(
  raw: unknown,
  ctx: ItemContext,
  rule: { field: string; label: string; kind: 'date' | 'datetime'; required?: boolean },
): string | null {
  const text = checkedText(raw, ctx, { ...rule, max: 40 })
  if (text === null) return null
  const date = normaliseDate(text)
  const { label, field } = rule
  if (date === null)
    throw refusal(ctx, field, 'notDate', { label, value: text, format: DATE_FORMATS[rule.kind] }, raw)
  const year = Number(date.slice(0, 4))
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) {
    throw refusal(
      ctx,
      field,
      'dateOutOfRange',
      { label, value: text, min: DATE_YEARS.min, max: DATE_YEARS.max },
      raw,
    )
  }
  return date
}
