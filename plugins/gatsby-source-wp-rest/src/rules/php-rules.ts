import type { ListRestType } from '../content-types'
import {
  DATE_FORMATS,
  DATE_YEARS,
  EMAIL_PATTERN,
  FORBIDDEN_CHARACTERS,
  MAX_LENGTH,
  MESSAGES,
} from './content-rules'
import { FIELDS, OPTION_FIELDS, type FieldKind, type FieldSpec } from './fields'

/**
 * WordPress's copy of the content rules (cms/tandem-headless/content-rules.json, written by
 * `npm run cms:contracts` through scripts/cms/content-rules.ts): the field box, the REST `acf` object and the
 * checks at save read it, so WordPress refuses what the build would leave out, with the same Dutch messages.
 */

/** The control WordPress's field box shows for each kind (includes/field-editor.php). */
const PHP_KINDS: Record<FieldKind, string> = {
  line: 'text',
  paragraph: 'textarea',
  email: 'email',
  link: 'url',
  bool: 'bool',
  choice: 'choice',
  keys: 'keys',
  ids: 'ids',
  features: 'features',
  date: 'date',
  datetime: 'datetime',
}

const MAX_OF_KIND: Partial<Record<FieldKind, number>> = {
  line: MAX_LENGTH.line,
  paragraph: MAX_LENGTH.paragraph,
  email: MAX_LENGTH.address,
  link: MAX_LENGTH.address,
}

/** A JavaScript `\uXXXX` class as PCRE with the /u flag writes it: `\x{XXXX}`. */
const toPcre = (pattern: string) => pattern.replace(/\\u([0-9a-fA-F]{4})/g, '\\x{$1}')

/** WordPress names its page type `page`; every other type by its REST name. */
const postTypeOf = (restType: ListRestType) => (restType === 'pages' ? 'page' : restType)

function phpField(spec: FieldSpec) {
  return {
    kind: PHP_KINDS[spec.kind],
    label: spec.label,
    help: spec.help,
    ...(spec.required ? { required: true } : {}),
    ...(MAX_OF_KIND[spec.kind] ? { maxLength: MAX_OF_KIND[spec.kind] } : {}),
    ...(spec.choices ? { choices: spec.choices } : {}),
    ...(spec.link ? { post_type: postTypeOf(spec.link.restType) } : {}),
    ...(spec.notBefore ? { notBefore: spec.notBefore } : {}),
  }
}

export function contentRulesForPhp() {
  const fields = Object.fromEntries(
    Object.entries(FIELDS)
      .filter(([, table]) => Object.keys(table).length > 0)
      .map(([restType, table]) => [
        postTypeOf(restType as ListRestType),
        Object.fromEntries(Object.entries(table).map(([key, spec]) => [key, phpField(spec)])),
      ]),
  )
  return {
    maxLength: MAX_LENGTH,
    dateYears: DATE_YEARS,
    dateFormats: DATE_FORMATS,
    forbiddenCharacters: toPcre(FORBIDDEN_CHARACTERS),
    emailPattern: EMAIL_PATTERN,
    messages: MESSAGES,
    fields,
    options: OPTION_FIELDS,
  }
}
