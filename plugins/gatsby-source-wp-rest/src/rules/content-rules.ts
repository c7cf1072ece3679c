/**
 * The rules an item's content must meet to be published as it is: one source for the build (normalising each
 * field, src/rules/field-checks.ts) and for WordPress, which refuses the same mistakes at save
 * (`npm run cms:contracts` writes cms/tandem-headless/content-rules.json from this file; a test fails when it is
 * stale). The Dutch messages are templates both sides fill in: `{label}`, `{value}`, `{max}`, `{other}`,
 * `{format}`, `{min}`.
 */

/** The longest value each kind of text may hold (characters). A longer one is an import or a paste gone wrong. */
export const MAX_LENGTH = {
  /** an item's title */
  title: 200,
  /** a one-line field: a subtitle, a place, a salary */
  line: 200,
  /** a few sentences: a meta description, an intro, a quote */
  paragraph: 1000,
  /** a link or an e-mail address */
  address: 2000,
  /** an item's rendered content (HTML) */
  html: 1_000_000,
} as const

/** Dates outside these years are typing mistakes ("0202", "20266") rather than events or vacancies. */
export const DATE_YEARS = { min: 2000, max: 2099 } as const

/**
 * Characters a text may not hold: control characters (NUL, escapes) and the bidirectional overrides and isolates
 * that make text read differently from how it is stored. Tab and newline are white space, folded elsewhere.
 */
export const FORBIDDEN_CHARACTERS =
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]'

/**
 * A slug as WordPress makes it: lower-case letters, digits, hyphens and underscores, and percent-escaped UTF-8 for
 * other letters (é → %c3%a9). WordPress escapes only bytes from 0x80 up, so an escaped space, slash or `<` is not
 * one of its slugs.
 */
export const SLUG_PATTERN = '^(?:[a-z0-9_-]|%[89a-fA-F][0-9a-fA-F])+$'

/** An e-mail address as a visitor's mail program takes it from a mailto: link: nothing that adds headers. */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$"

/** Statuses WordPress gives an item; an item with any other status is not one the site can judge. */
export const KNOWN_STATUSES = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
  'trash',
  'auto-draft',
  'inherit',
] as const

/** What went wrong, in Dutch, for the editor (the build's notices and WordPress's save messages). */
export const MESSAGES = {
  wrongType: '{label} heeft de verkeerde vorm ({value})',
  required: '{label} is leeg',
  tooLong: '{label} is langer dan {max} tekens',
  forbiddenCharacters: '{label} bevat onzichtbare stuurtekens of tekens die de leesrichting omdraaien',
  notDate: '{label}: „{value}” is geen datum ({format})',
  dateOutOfRange: '{label}: „{value}” ligt niet tussen {min} en {max}',
  endBeforeStart: '{label} ({value}) ligt vóór {other}',
  link: '{label}: „{value}” is geen pad op de website (/…) en geen volledig https:-, http:-, mailto:- of tel:-adres',
  email: '{label}: „{value}” is geen e-mailadres',
  choice: '{label}: „{value}” is geen van de keuzes',
  slug: 'de slug „{value}” bevat tekens die niet in een webadres horen',
  unknownId: '{label} verwijst naar item {value}, dat niet (gepubliceerd) bestaat',
  status: 'de status „{value}” is onbekend',
} as const

export type MessageKey = keyof typeof MESSAGES

/** The date formats as editors type them, for the "is geen datum" message. */
export const DATE_FORMATS = { date: 'JJJJ-MM-DD', datetime: 'JJJJ-MM-DD UU:MM' } as const

/** A message with its placeholders filled in; values are shortened so a 100 kB paste stays readable. */
export function message(key: MessageKey, values: Partial<Record<string, string | number>>): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : shortened(String(value))
  })
}

/** The first 60 characters of a value, for messages. */
export function shortened(value: string, length = 60): string {
  return value.length > length ? `${value.slice(0, length)}…` : value
}
