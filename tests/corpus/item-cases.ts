import { MAX_LENGTH } from '../../plugins/gatsby-source-wp-rest/src/rules/content-rules'
import {
  EMPTY_VALUES,
  INVISIBLE_CHARACTERS,
  tooLong,
  WRONG_TYPES_FOR_TEXT,
  type BadValue,
} from './bad-values'

type Item = Record<string, unknown>

/**
 * Mistakes in the properties every post item has, whatever its type: what each does to the item, and which field
 * its notice names. `apply` changes a valid copy of an item of the type.
 */
export interface ItemMistake {
  name: string
  field: string
  outcome: 'cut' | 'left-out'
  apply: (item: Item) => void
}

const rendered = (key: string, value: unknown) => (item: Item) => {
  item[key] = { rendered: value, protected: false }
}

function mistakes(
  field: string,
  outcome: ItemMistake['outcome'],
  values: BadValue[],
  set: (value: unknown) => (item: Item) => void,
): ItemMistake[] {
  return values.map(({ name, value }) => ({ name: `${field}: ${name}`, field, outcome, apply: set(value) }))
}

const replaceLastSegment = (item: Item, segment: string) => {
  item.link = String(item.link).replace(/[^/]+\/$/, `${segment}/`)
}

const title: ItemMistake[] = [
  ...mistakes('title.rendered', 'left-out', [...WRONG_TYPES_FOR_TEXT, ...EMPTY_VALUES], (value) =>
    rendered('title', value),
  ),
  ...mistakes('title.rendered', 'left-out', tooLong(MAX_LENGTH.title), (value) => rendered('title', value)),
  ...mistakes('title.rendered', 'cut', INVISIBLE_CHARACTERS, (value) => rendered('title', value)),
  ...mistakes(
    'title',
    'left-out',
    [{ name: 'a plain string, not { rendered }', value: 'Tandem' }],
    (value) => (item) => {
      item.title = value
    },
  ),
]

const slug: ItemMistake[] = mistakes(
  'slug',
  'left-out',
  [
    ...WRONG_TYPES_FOR_TEXT,
    { name: 'empty', value: '' },
    { name: 'upper case and a space', value: 'Hoofd Letter' },
    { name: 'a slash', value: 'a/b' },
    { name: 'dots', value: '..' },
    { name: 'a tag', value: '<script>' },
  ],
  (value) => (item) => {
    item.slug = value
  },
)

const link: ItemMistake[] = [
  ...mistakes('link', 'left-out', WRONG_TYPES_FOR_TEXT, (value) => (item) => {
    item.link = value
  }),
  ...mistakes(
    'link',
    'left-out',
    [
      { name: 'not an address', value: 'geen adres' },
      { name: 'a tag in the path', value: '<img src=x>' },
      { name: 'a space in the path', value: 'met spatie' },
      { name: 'dot segments', value: '..' },
    ],
    (value) => (item) => {
      if (value === 'geen adres') item.link = value
      else replaceLastSegment(item, String(value))
    },
  ),
]

const content: ItemMistake[] = [
  ...mistakes('content.rendered', 'cut', WRONG_TYPES_FOR_TEXT, (value) => rendered('content', value)),
  ...mistakes(
    'content',
    'cut',
    [{ name: 'a string, not { rendered }', value: '<p>x</p>' }],
    (value) => (item) => {
      item.content = value
    },
  ),
  ...mistakes('content.rendered', 'cut', tooLong(MAX_LENGTH.html), (value) => rendered('content', value)),
  ...mistakes('content.rendered', 'cut', INVISIBLE_CHARACTERS, (value) =>
    rendered('content', `<p>${String(value)}</p>`),
  ),
  ...mistakes('excerpt.rendered', 'cut', WRONG_TYPES_FOR_TEXT, (value) => rendered('excerpt', value)),
]

const dates: ItemMistake[] = (['date', 'modified'] as const).flatMap((key) =>
  mistakes(
    key,
    'left-out',
    [
      { name: 'words', value: 'gisteren' },
      { name: 'a number', value: 20261210 },
      { name: 'null', value: null },
    ],
    (value) => (item) => {
      item[key] = value
    },
  ),
)

const order: ItemMistake[] = mistakes(
  'menu_order',
  'cut',
  [
    { name: 'a word', value: 'eerste' },
    { name: 'a fraction', value: 1.5 },
    { name: 'an array', value: [] },
  ],
  (value) => (item) => {
    item.menu_order = value
  },
)

const status: ItemMistake[] = mistakes(
  'status',
  'left-out',
  [
    { name: 'a Dutch word', value: 'gepubliceerd' },
    { name: 'a number', value: 1 },
    { name: 'an array', value: ['publish'] },
  ],
  (value) => (item) => {
    item.status = value
  },
)

/** Featured images: the media item's id, and the media item WordPress embeds for it. */
const featured: ItemMistake[] = mistakes(
  'featured_media',
  'cut',
  [
    { name: 'an id that does not exist', value: { id: 987654, embed: null } },
    {
      name: 'an error object (deleted or private)',
      value: { id: 987654, embed: { code: 'rest_post_invalid_id', message: 'x' } },
    },
    { name: 'an id as text', value: { id: 'abc', embed: null } },
    { name: 'a negative id', value: { id: -5, embed: null } },
    {
      name: 'a file on another host',
      value: { id: 987001, embed: { source_url: 'https://evil.example/x.jpg' } },
    },
    { name: 'an address that is not one', value: { id: 987002, embed: { source_url: 'geen adres' } } },
    { name: 'a width of zero', value: { id: 987003, embed: { media_details: { width: 0, height: 10 } } } },
    { name: 'no size', value: { id: 987004, embed: { media_details: [] } } },
  ],
  (value) => (item) => {
    const { id, embed } = value as { id: unknown; embed: Item | null }
    item.featured_media = id
    const media =
      ((item._embedded as Item | undefined)?.['wp:featuredmedia'] as Item[] | undefined)?.[0] ?? {}
    const embedded = embed === null ? null : 'code' in embed ? embed : { ...media, id, ...embed }
    item._embedded = embedded === null ? {} : { 'wp:featuredmedia': [embedded] }
  },
)

export const ITEM_MISTAKES: readonly ItemMistake[] = [
  ...title,
  ...slug,
  ...link,
  ...content,
  ...dates,
  ...order,
  ...status,
  ...featured,
]
