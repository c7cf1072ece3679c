import { DATE_YEARS, MAX_LENGTH } from '../../plugins/gatsby-source-wp-rest/src/rules/content-rules'
import type { FieldKind } from '../../plugins/gatsby-source-wp-rest/src/rules/fields'

/**
 * The bad values of the corpus, per kind of field: what WordPress, an import, another plugin or a REST client
 * can put there. Each value is named, so a failing case says which one it was. `outcome` is what the site does:
 * `cut` (published without the field, or with the bad characters removed) or `left-out` (the item is not
 * published); the caller decides for fields the page cannot do without.
 */
export interface BadValue {
  name: string
  value: unknown
}

const v = (name: string, value: unknown): BadValue => ({ name, value })

/** Values of another JSON type than text. */
export const WRONG_TYPES_FOR_TEXT: BadValue[] = [
  v('an array', ['Tandem']),
  v('an object', { rendered: 'Tandem' }),
  v('a number', 42),
  v('true', true),
]

export const EMPTY_VALUES: BadValue[] = [v('empty', ''), v('white space only', ' \t\n '), v('null', null)]

/** Characters a text may not hold: they are removed, and the editor told. */
export const INVISIBLE_CHARACTERS: BadValue[] = [
  v('a NUL', 'Tandem\u0000Praktijk'),
  v('an escape sequence', 'Tandem\u001b[31mrood'),
  v('a right-to-left override', 'Tandem \u202egnirokjitkarp'),
  v('a directional isolate', 'Tandem \u2066isolaat\u2069'),
]

/** A text longer than its kind allows, and the 100 kB paste every kind refuses. */
export const tooLong = (max: number): BadValue[] => [
  v(`${max + 1} characters`, 'x'.repeat(max + 1)),
  ...(max < 100_000 ? [v('100 kB', 'Tandem '.repeat(100_000 / 7))] : []),
]

/** Every scheme WordPress's esc_url_raw keeps besides the site's four, and addresses that only look whole. */
export const BAD_LINKS: BadValue[] = [
  v('ftp:', 'ftp://example.com/x'),
  v('ftps:', 'ftps://example.com/x'),
  v('webcal:', 'webcal://example.com/agenda.ics'),
  v('sms:', 'sms:+31612345678'),
  v('news:', 'news:comp.lang'),
  v('irc:', 'irc://irc.example.com/tandem'),
  v('gopher:', 'gopher://example.com'),
  v('nntp:', 'nntp://example.com'),
  v('feed:', 'feed://example.com/rss'),
  v('telnet:', 'telnet://example.com'),
  v('mms:', 'mms://example.com/stream'),
  v('rtsp:', 'rtsp://example.com/stream'),
  v('svn:', 'svn://example.com/repo'),
  v('urn:', 'urn:isbn:9789012345678'),
  v('xmpp:', 'xmpp:tandem@example.com'),
  v('a bare mailto:', 'mailto:'),
  v('mailto: with only a query', 'mailto:?bcc=iedereen@example.nl'),
  v('mailto: with no address', 'mailto:info'),
  v('mailto: with two addresses', 'mailto:info@example.nl,iedereen@example.nl'),
  v('mailto: with %-escaped line breaks', 'mailto:info%0D%0ABcc:iedereen@example.nl'),
  v('a bare tel:', 'tel:'),
  v('https: without slashes', 'https:example.com'),
  v('https: without a host', 'https:///pad'),
  v('http: alone', 'http://'),
  v('javascript:', 'javascript:alert(document.cookie)'),
  v('data:', 'data:text/html,<script>alert(1)</script>'),
  v('vbscript:', 'vbscript:msgbox(1)'),
  v('file:', 'file:///etc/passwd'),
  v('a protocol-relative address', '//evil.example/x'),
  v('a backslash path', '/\\evil.example/x'),
  v('a space in the host', 'https://exa mple.com/'),
  v('a relative path', 'over-ons'),
  v('a tab inside the scheme', 'java\tscript:alert(1)'),
  v('a right-to-left override', 'https://example.com/\u202efdp.exe'),
]

export const BAD_EMAILS: BadValue[] = [
  v('no @', 'niet-een-adres'),
  v('no domain', 'info@'),
  v('no dot in the domain', 'info@localhost'),
  v('a query that adds a recipient', 'info@example.nl?bcc=iedereen@example.nl'),
  v('a space', 'info @example.nl'),
  v('a second address', 'info@example.nl,ander@example.nl'),
  v('a header break', 'info@example.nl\r\nBcc: x@example.nl'),
  v('a javascript: address', 'javascript:alert(1)'),
]

/** Values that are not dates, dates that do not exist, and dates no event or vacancy has. */
export const BAD_DATES: BadValue[] = [
  v('words', 'volgende week'),
  v('30 February', '2026-02-30'),
  v('month 13', '2026-13-01'),
  v('a Dutch order', '10-12-2026'),
  v('slashes', '2026/12/10'),
  v('hour 25', '2026-12-10 25:00'),
  v('minute 60', '2026-12-10 14:60'),
  v('a time zone', '2026-12-10T14:00:00Z'),
  v('year 0000', '0000-01-01'),
  v(`before ${DATE_YEARS.min}`, `${DATE_YEARS.min - 1}-12-31`),
  v(`after ${DATE_YEARS.max}`, `${DATE_YEARS.max + 1}-01-01`),
  v('a five-digit year', '20266-01-01'),
  v('an ACF date that does not exist', '20261340'),
]

export const BAD_BOOLS: BadValue[] = [
  v('a word', 'ja'),
  v('an array', []),
  v('an object', {}),
  v('the number 2', 2),
]

export const BAD_CHOICES: BadValue[] = [
  v('a string, not a list', 'bike_lease'),
  v('an unknown choice', ['bike_lease', 'bedrijfsauto']),
  v('a number in the list', [1]),
  v('an object in the list', [{ value: 'lunch' }]),
]

export const BAD_IDS: BadValue[] = [
  v('a string, not a list', '101'),
  v('an id that does not exist', [987654]),
  v('a negative id', [-1]),
  v('an id as text', ['101']),
  v('an object without an id', [{ title: 'Exquise' }]),
]

/** One choice: a value that is not one of the keys (a label, another case, schema.org's other spelling). */
export const BAD_CHOICE: BadValue[] = [
  v('the Dutch label instead of the key', 'Voltijd'),
  v('a key in lower case', 'full_time'),
  v('a key of another field', 'bike_lease'),
  v('a list of keys', ['FULL_TIME']),
]

export const BAD_FEATURES: BadValue[] = [
  v('a string, not a list', 'Agenda'),
  v('a number in the list', [1]),
  v('a title that is a list', [{ title: ['Agenda'], text: 'Online' }]),
  v('a title of 100 kB', [{ title: 'x'.repeat(100_000), text: 'Online' }]),
]

/** The bad values of one field kind, each with what the site does with the field. */
export function badValuesFor(kind: FieldKind, required = false): Array<BadValue & { outcome: 'cut' }> {
  const cut = (values: BadValue[]) => values.map((value) => ({ ...value, outcome: 'cut' as const }))
  const empties = required ? EMPTY_VALUES : []
  switch (kind) {
    case 'line':
      return cut([...WRONG_TYPES_FOR_TEXT, ...empties, ...INVISIBLE_CHARACTERS, ...tooLong(MAX_LENGTH.line)])
    case 'paragraph':
      return cut([
        ...WRONG_TYPES_FOR_TEXT,
        ...empties,
        ...INVISIBLE_CHARACTERS,
        ...tooLong(MAX_LENGTH.paragraph),
      ])
    case 'email':
      return cut([...WRONG_TYPES_FOR_TEXT, ...empties, ...BAD_EMAILS, ...tooLong(MAX_LENGTH.address)])
    case 'link':
      return cut([...WRONG_TYPES_FOR_TEXT, ...empties, ...BAD_LINKS, ...tooLong(MAX_LENGTH.address)])
    case 'date':
    case 'datetime':
      return cut([...WRONG_TYPES_FOR_TEXT, ...empties, ...BAD_DATES])
    case 'bool':
      return cut(BAD_BOOLS)
    case 'choice':
      return cut([...WRONG_TYPES_FOR_TEXT, ...empties, ...BAD_CHOICE])
    case 'keys':
      return cut(BAD_CHOICES)
    case 'ids':
      return cut(BAD_IDS)
    case 'features':
      return cut(BAD_FEATURES)
  }
}
