import { nodeTypeOf, type ListRestType } from '../content-types'
import { MalformedItemError } from '../fetch/errors'
import { normaliseDate } from './date'
import { isRecord, noteCut, readOptionalString, type ItemContext, type JsonRecord } from './read'
import { sanitiseCmsHtml } from './sanitize'
import { camelCase, plainText } from './text'
import { checkedLink } from './url-gate'

/**
 * The ACF fields the site uses, per type. This one table drives normalisation and the GraphQL schema, so a field
 * that is empty on every item still has a declared type and never breaks a query.
 */
type FieldKind = 'text' | 'html' | 'link' | 'bool' | 'keys' | 'ids' | 'features' | 'date'

interface FieldSpec {
  kind: FieldKind
  /** GraphQL field name; defaults to the camelCased ACF key */
  name?: string
  /** for `ids`: a linked field resolving the ids to nodes */
  link?: { field: string; nodeType: string }
  /** the field's name in WordPress's editor (Dutch), for notices an editor reads */
  label?: string
}

export const ACF_FIELDS: Record<ListRestType, Record<string, FieldSpec>> = {
  pages: {
    meta_description: { kind: 'text' },
    intro: { kind: 'text' },
    show_people: { kind: 'bool' },
    show_partners: { kind: 'bool' },
  },
  products: {
    meta_description: { kind: 'text' },
    subtitle: { kind: 'text' },
    intro: { kind: 'text' },
    features: { kind: 'features' },
  },
  concepts: { meta_description: { kind: 'text' }, subtitle: { kind: 'text' }, intro: { kind: 'text' } },
  references: {
    practice_name: { kind: 'text' },
    location: { kind: 'text' },
    quote: { kind: 'text' },
    person_name: { kind: 'text' },
    person_role: { kind: 'text' },
    products: {
      kind: 'ids',
      name: 'productIds',
      link: { field: 'products', nodeType: nodeTypeOf('products') },
    },
  },
  careers: {
    location: { kind: 'text' },
    hours: { kind: 'text' },
    employment_type: { kind: 'text' },
    salary: { kind: 'text' },
    date_posted: { kind: 'date', label: 'Geplaatst op' },
    valid_through: { kind: 'date', label: 'Geldig tot' },
    benefits: { kind: 'keys' },
  },
  people: { role: { kind: 'text' }, email: { kind: 'text' }, linkedin: { kind: 'link' } },
  partners: { website: { kind: 'link' }, description: { kind: 'text' } },
  activities: {
    start: { kind: 'date', label: 'Begin' },
    end: { kind: 'date', label: 'Einde' },
    location: { kind: 'text' },
    registration_url: { kind: 'link' },
  },
  activity_type: {},
}

const GRAPHQL_TYPES: Record<FieldKind, string> = {
  text: 'String',
  html: 'String',
  link: 'String',
  bool: 'Boolean!',
  keys: '[String!]!',
  ids: '[Int!]!',
  features: '[WpFeature!]!',
  date: 'Date @dateformat',
}

const fieldName = (key: string, spec: FieldSpec) => spec.name ?? camelCase(key)

/** SDL lines for a type's ACF fields, including linked fields. */
export function acfFieldDefinitions(restType: ListRestType): string[] {
  return Object.entries(ACF_FIELDS[restType]).flatMap(([key, spec]) => {
    const lines = [`${fieldName(key, spec)}: ${GRAPHQL_TYPES[spec.kind]}`]
    if (spec.link) {
      lines.push(`${spec.link.field}: [${spec.link.nodeType}!]! @wpLink(from: "${fieldName(key, spec)}")`)
    }
    return lines
  })
}

function readList(acf: JsonRecord, key: string, ctx: ItemContext): unknown[] {
  const value = acf[key]
  if (value === undefined || value === null || value === false || value === '') return []
  if (!Array.isArray(value)) throw new MalformedItemError(ctx.type, ctx.id, `acf.${key}`, 'must be a list')
  return value
}

function readId(value: unknown, key: string, ctx: ItemContext): number {
  // ACF relationship fields return ids or post objects, depending on their return format.
  const id = isRecord(value) ? (value.ID ?? value.id) : value
  if (typeof id !== 'number')
    throw new MalformedItemError(ctx.type, ctx.id, `acf.${key}`, 'must list post ids')
  return id
}

function readFeature(value: unknown, key: string, ctx: ItemContext) {
  if (!isRecord(value))
    throw new MalformedItemError(ctx.type, ctx.id, `acf.${key}`, 'must list { title, text }')
  const title = readOptionalString(value, 'title', ctx)
  const text = readOptionalString(value, 'text', ctx)
  return { title: title === null ? '' : plainText(title), text: text === null ? '' : plainText(text) }
}

function normaliseField(
  acf: JsonRecord,
  key: string,
  spec: FieldSpec,
  ctx: ItemContext,
  appAddresses: readonly string[],
): unknown {
  switch (spec.kind) {
    case 'bool':
      return acf[key] === true || acf[key] === 1 || acf[key] === '1'
    case 'keys':
      return readList(acf, key, ctx).map(String)
    case 'ids':
      return readList(acf, key, ctx).map((value) => readId(value, key, ctx))
    case 'features':
      return readList(acf, key, ctx).map((value) => readFeature(value, key, ctx))
    default: {
      const value = readOptionalString(acf, key, ctx)
      if (value === null) return null
      if (spec.kind === 'html') return sanitiseCmsHtml(value, appAddresses)
      if (spec.kind === 'link') return checkedLink(value, ctx, `acf.${key}`, appAddresses)
      if (spec.kind === 'date') return checkedDate(value, key, spec, ctx)
      return plainText(value)
    }
  }
}

/** What an activity without a valid start misses: the agenda, the calendar files and search engines' Event data. */
const WITHOUT_START =
  'de activiteit staat daarom niet in de agenda, de agendabestanden en de gegevens voor zoekmachines'

/** A date field's value, or null with a notice when it is not a date (an import or another plugin wrote it). */
function checkedDate(value: string, key: string, spec: FieldSpec, ctx: ItemContext): string | null {
  const date = normaliseDate(value)
  if (date !== null) return date
  const consequence = ctx.type === 'activities' && key === 'start' ? WITHOUT_START : 'het veld is weggelaten'
  noteCut(ctx, `${spec.label ?? key} (${JSON.stringify(value.slice(0, 40))}) is geen datum; ${consequence}.`)
  return null
}

/** The item's `acf` object (absent, `false` or `[]` when empty) → clean, camelCased fields. */
export function normaliseAcf(
  restType: ListRestType,
  rawAcf: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
): JsonRecord {
  const acf = isRecord(rawAcf) ? rawAcf : {}
  return Object.fromEntries(
    Object.entries(ACF_FIELDS[restType]).map(([key, spec]) => [
      fieldName(key, spec),
      normaliseField(acf, key, spec, ctx, appAddresses),
    ]),
  )
}
