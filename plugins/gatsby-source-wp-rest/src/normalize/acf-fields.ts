import type { ListRestType } from '../content-types'
import { MalformedItemError } from '../fetch/errors'
import { MAX_LENGTH, message } from '../rules/content-rules'
import { checkedDate, checkedEmail, checkedText, isEmptyValue, refusal } from '../rules/field-checks'
import { FIELDS, linkedNodeType, type FieldKind, type FieldSpec } from '../rules/fields'
import { dutchKind, isRecord, noteCut, wrongType, type ItemContext, type JsonRecord } from './read'
import { camelCase, plainText } from './text'
import { checkedLink } from './url-gate'

const GRAPHQL_TYPES: Record<FieldKind, string> = {
  line: 'String',
  paragraph: 'String',
  email: 'String',
  link: 'String',
  bool: 'Boolean!',
  choice: 'String',
  keys: '[String!]!',
  ids: '[Int!]!',
  features: '[WpFeature!]!',
  date: 'Date @dateformat',
  datetime: 'Date @dateformat',
}

/** What a field holds when it is left out: the same as when it is empty. */
const EMPTY: Record<FieldKind, unknown> = {
  line: null,
  paragraph: null,
  email: null,
  link: null,
  bool: false,
  choice: null,
  keys: [],
  ids: [],
  features: [],
  date: null,
  datetime: null,
}

export const fieldName = (key: string, spec: FieldSpec) => spec.name ?? camelCase(key)

/** The field that holds a choice's Dutch label beside its key (`employmentType` → `employmentTypeLabel`). */
const choiceLabelName = (key: string, spec: FieldSpec) => `${fieldName(key, spec)}Label`

/** SDL lines for a type's custom fields, including linked fields. */
export function acfFieldDefinitions(restType: ListRestType): string[] {
  return Object.entries(FIELDS[restType]).flatMap(([key, spec]) => {
    const lines = [`${fieldName(key, spec)}: ${GRAPHQL_TYPES[spec.kind]}`]
    // A choice is stored as its key (schema.org's code for an employment type); the site shows its Dutch label.
    if (spec.kind === 'choice') lines.push(`${choiceLabelName(key, spec)}: String`)
    const linked = linkedNodeType(spec)
    if (spec.link && linked) {
      lines.push(`${spec.link.field}: [${linked}!]! @wpLink(from: "${fieldName(key, spec)}")`)
    }
    return lines
  })
}

function readList(raw: unknown, field: string, ctx: ItemContext): unknown[] {
  if (isEmptyValue(raw)) return []
  if (!Array.isArray(raw)) throw wrongType(ctx, field, 'a list', raw)
  return raw
}

function readId(value: unknown, field: string, ctx: ItemContext): number {
  // ACF relationship fields return ids or post objects, depending on their return format.
  const id = isRecord(value) ? (value.ID ?? value.id) : value
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    throw wrongType(ctx, field, 'a list of post ids', value)
  return id
}

function readFeature(value: unknown, field: string, ctx: ItemContext) {
  if (!isRecord(value)) throw wrongType(ctx, field, 'a list of { title, text }', value)
  const title = checkedText(value.title, ctx, {
    field: `${field}.title`,
    label: 'Titel',
    max: MAX_LENGTH.line,
  })
  const text = checkedText(value.text, ctx, {
    field: `${field}.text`,
    label: 'Tekst',
    max: MAX_LENGTH.paragraph,
  })
  return { title: title === null ? '' : plainText(title), text: text === null ? '' : plainText(text) }
}

function readBool(raw: unknown, field: string, ctx: ItemContext): boolean {
  if (raw === true || raw === 1 || raw === '1') return true
  if (raw === false || raw === 0 || raw === '0' || raw === '' || raw === null || raw === undefined)
    return false
  throw wrongType(ctx, field, 'true or false', raw)
}

/** One of the field's choices (stored as its key), or null when empty. */
function readChoice(raw: unknown, field: string, spec: FieldSpec, ctx: ItemContext): string | null {
  if (isEmptyValue(raw)) {
    if (spec.required) throw refusal(ctx, field, 'required', { label: spec.label }, raw)
    return null
  }
  if (typeof raw !== 'string' || !Object.hasOwn(spec.choices ?? {}, raw)) {
    throw refusal(ctx, field, 'choice', { label: spec.label, value: String(raw) }, raw)
  }
  return raw
}

function readChoices(raw: unknown, field: string, spec: FieldSpec, ctx: ItemContext): string[] {
  const choices = spec.choices ?? {}
  return readList(raw, field, ctx).map((value) => {
    if (typeof value !== 'string' || !(value in choices)) {
      throw refusal(ctx, field, 'choice', { label: spec.label, value: String(value) }, value)
    }
    return value
  })
}

function normaliseField(
  raw: unknown,
  key: string,
  spec: FieldSpec,
  ctx: ItemContext,
  appAddresses: readonly string[],
): unknown {
  const field = `acf.${key}`
  const { label, required } = spec
  switch (spec.kind) {
    case 'bool':
      return readBool(raw, field, ctx)
    case 'choice':
      return readChoice(raw, field, spec, ctx)
    case 'keys':
      return readChoices(raw, field, spec, ctx)
    case 'ids':
      return readList(raw, field, ctx).map((value) => readId(value, field, ctx))
    case 'features':
      return readList(raw, field, ctx).map((value) => readFeature(value, field, ctx))
    case 'email':
      return checkedEmail(raw, ctx, field, label)
    case 'date':
    case 'datetime':
      return checkedDate(raw, ctx, { field, label, kind: spec.kind, required })
    case 'link': {
      const value = checkedText(raw, ctx, { field, label, max: MAX_LENGTH.address, required })
      return value === null ? null : checkedLink(value, ctx, field, appAddresses, label)
    }
    default: {
      const max = spec.kind === 'line' ? MAX_LENGTH.line : MAX_LENGTH.paragraph
      const value = checkedText(raw, ctx, { field, label, max, required })
      return value === null ? null : plainText(value)
    }
  }
}

/** What an activity without a valid start misses: the agenda, the calendar files and search engines' Event data. */
const WITHOUT_START =
  'de activiteit staat daarom niet in de agenda, de agendabestanden en de gegevens voor zoekmachines'

/** What the editor is told besides the reason when a field is left out. */
function consequence(ctx: ItemContext, key: string): string {
  return ctx.type === 'activities' && key === 'start' ? WITHOUT_START : 'het veld is weggelaten'
}

/**
 * One field, inside its own boundary: a value the site cannot publish as it is costs that field only (it is
 * empty on the page), and the editor is told which field, which value and why.
 */
function guardedField(
  acf: JsonRecord,
  key: string,
  spec: FieldSpec,
  ctx: ItemContext,
  appAddresses: readonly string[],
): unknown {
  try {
    return normaliseField(acf[key], key, spec, ctx, appAddresses)
  } catch (error) {
    if (!(error instanceof MalformedItemError)) throw error
    const reason = error.forEditor?.dutch ?? message('wrongType', { label: spec.label, value: error.message })
    noteCut(ctx, `${reason}; ${consequence(ctx, key)}.`, error.field, error.forEditor?.value ?? acf[key])
    return EMPTY[spec.kind]
  }
}

/** A date that may not come before another (an end before its start): the later one is left out. */
function checkOrder(fields: JsonRecord, acf: JsonRecord, restType: ListRestType, ctx: ItemContext): void {
  for (const [key, spec] of Object.entries(FIELDS[restType])) {
    const earlierKey = spec.notBefore
    const earlierSpec = earlierKey === undefined ? undefined : FIELDS[restType][earlierKey]
    if (earlierKey === undefined || earlierSpec === undefined) continue
    const value = fields[fieldName(key, spec)]
    const earlier = fields[fieldName(earlierKey, earlierSpec)]
    if (typeof value !== 'string' || typeof earlier !== 'string' || value >= earlier) continue
    const reason = message('endBeforeStart', {
      label: spec.label,
      value,
      other: `${earlierSpec.label} (${earlier})`,
    })
    noteCut(ctx, `${reason}; ${consequence(ctx, key)}.`, `acf.${key}`, acf[key])
    fields[fieldName(key, spec)] = EMPTY[spec.kind]
  }
}

/** The item's `acf` object (absent, `false` or `[]` when empty) → clean, camelCased fields. */
export function normaliseAcf(
  restType: ListRestType,
  rawAcf: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
): JsonRecord {
  const acf = isRecord(rawAcf) ? rawAcf : {}
  if (!isEmptyValue(rawAcf) && !isRecord(rawAcf) && !(Array.isArray(rawAcf) && rawAcf.length === 0)) {
    noteCut(
      ctx,
      `${message('wrongType', { label: 'De velden voor de website', value: dutchKind(rawAcf) })}; de velden zijn weggelaten.`,
      'acf',
      rawAcf,
    )
  }
  const fields = Object.fromEntries(
    Object.entries(FIELDS[restType]).map(([key, spec]) => [
      fieldName(key, spec),
      guardedField(acf, key, spec, ctx, appAddresses),
    ]),
  )
  checkOrder(fields, acf, restType, ctx)
  for (const [key, spec] of Object.entries(FIELDS[restType])) {
    if (spec.kind !== 'choice') continue
    const chosen = fields[fieldName(key, spec)]
    fields[choiceLabelName(key, spec)] = typeof chosen === 'string' ? (spec.choices?.[chosen] ?? null) : null
  }
  return fields
}
