import type { ListRestType } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import type { CorpusCase } from './corpus'

type Item = Record<string, unknown>

/** How case makers add items, files and expectations to the corpus. */
export interface CaseBuilder {
  cmsUrl: string
  /** a valid copy of an item of the type, with a new id and slug, added to its list */
  newItem: (restType: ListRestType, changes?: Item) => Item
  expect: (testCase: CorpusCase) => void
  addMenuItem: (item: Item) => void
  addFile: (relative: string, bytes: Buffer) => void
}

/** An id no item has. */
const MISSING = 987_654

const childOf = (parent: Item, child: Item) => {
  child.parent = parent.id
  child.link = String(parent.link).replace(/\/$/, `/${String(child.slug)}/`)
}

/** Parents that are not on the site: the item's address lies under a page that does not exist. */
function parents(builder: CaseBuilder): void {
  const leftOut = (name: string, item: Item) =>
    builder.expect({
      name: `products parent: ${name}`,
      restType: 'products',
      id: item.id as number,
      outcome: 'left-out',
      field: 'parent',
    })

  const itself = builder.newItem('products')
  itself.parent = itself.id
  leftOut('the item itself', itself)

  const a = builder.newItem('products')
  const b = builder.newItem('products')
  childOf(a, b)
  a.parent = b.id
  leftOut('a cycle (A under B under A), A', a)
  leftOut('a cycle (A under B under A), B', b)

  const orphan = builder.newItem('products', { parent: MISSING })
  leftOut('an id that does not exist', orphan)

  const draft = builder.newItem('products', { status: 'draft' })
  const underDraft = builder.newItem('products')
  childOf(draft, underDraft)
  leftOut('a draft', underDraft)

  const broken = builder.newItem('products', { title: { rendered: ['kapot'] } })
  builder.expect({
    name: 'products title: a list (a parent)',
    restType: 'products',
    id: broken.id as number,
    outcome: 'left-out',
    field: 'title.rendered',
  })
  const underBroken = builder.newItem('products')
  childOf(broken, underBroken)
  leftOut('an item the build left out', underBroken)

  const page = builder.newItem('pages')
  const productUnderPage = builder.newItem('products', { parent: page.id })
  leftOut('an item of another type', productUnderPage)
}

/** Links between items that point at nothing: the link is dropped, the item published. */
function links(builder: CaseBuilder): void {
  for (const [name, value] of [
    ['an id that does not exist', [MISSING]],
    ['text, not a list', 'beurs'],
  ] as const) {
    const activity = builder.newItem('activities', { activity_type: value })
    builder.expect({
      name: `activities activity_type: ${name}`,
      restType: 'activities',
      id: activity.id as number,
      outcome: 'cut',
      field: 'activity_type',
    })
  }
  for (const [name, changes] of [
    ['a name that is a list', { name: ['Beurs'] }],
    ['an empty name', { name: ' ' }],
    ['a slug with a slash', { slug: 'a/b' }],
  ] as const) {
    const term = builder.newItem('activity_type', changes)
    builder.expect({
      name: `activity_type: ${name}`,
      restType: 'activity_type',
      id: term.id as number,
      outcome: 'left-out',
    })
  }
}

/** Two items at one address: the older keeps it. */
function duplicates(builder: CaseBuilder): void {
  const first = builder.newItem('products')
  const second = builder.newItem('products', { link: first.link })
  builder.expect({
    name: 'products: the address of another product',
    restType: 'products',
    id: second.id as number,
    outcome: 'left-out',
    field: 'slug',
  })
  const page = builder.newItem('pages', { slug: 'producten-en-diensten' })
  page.link = `${builder.cmsUrl}/producten-en-diensten/`
  const child = builder.newItem('pages')
  childOf(page, child)
  const product = builder.newItem('products', { slug: child.slug, link: child.link })
  builder.expect({
    name: 'pages: the address of a product',
    restType: 'pages',
    id: child.id as number,
    outcome: 'left-out',
    field: 'slug',
  })
  void product
  const old = builder.newItem('pages', { slug: 'over', link: `${builder.cmsUrl}/over/` })
  builder.expect({
    name: 'pages: an old address that redirects',
    restType: 'pages',
    id: old.id as number,
    outcome: 'left-out',
    field: 'slug',
  })
}

/** Menu items that point at deleted or left-out items, or are broken themselves: that item leaves the menu. */
function menuItems(builder: CaseBuilder, firstId: number): void {
  const leftOut = builder.newItem('products', { title: { rendered: '' } })
  builder.expect({
    name: 'products title: empty (in a menu)',
    restType: 'products',
    id: leftOut.id as number,
    outcome: 'left-out',
    field: 'title.rendered',
  })
  const target = (objectId: unknown) => ({ type: 'post_type', object: 'products', object_id: objectId })
  const items: Array<[string, Item, string]> = [
    [
      'a deleted item',
      { title: 'Weg', url: `${builder.cmsUrl}/producten-en-diensten/weg/`, ...target(MISSING) },
      'object_id',
    ],
    [
      'an item the build left out',
      { title: 'Kapot', url: String(leftOut.link), ...target(leftOut.id) },
      'object_id',
    ],
    ['an ftp: address', { title: 'Bestanden', url: 'ftp://example.com/x' }, 'url'],
    ['a javascript: address', { title: 'Klik', url: 'javascript:alert(1)' }, 'url'],
    ['a title that is a list', { title: ['x'], url: '/contact' }, 'title'],
    ['children that are not a list', { title: 'Meer', url: '#', children: 'x' }, 'children'],
    ['no address', { title: 'Leeg' }, 'url'],
  ]
  items.forEach(([name, item, field], index) => {
    const id = firstId + index
    builder.addMenuItem({
      ID: id,
      target: '',
      classes: '',
      type: 'custom',
      object: 'custom',
      object_id: id,
      children: [],
      ...item,
    })
    builder.expect({ name: `menu item: ${name}`, restType: 'menu', id, outcome: 'left-out', field })
  })
}

/** Dates that may not come before another one. */
function order(builder: CaseBuilder): void {
  const activity = builder.newItem('activities')
  activity.acf = { ...(activity.acf as Item), start: '2026-12-10 14:00:00', end: '2026-12-09 10:00:00' }
  builder.expect({
    name: 'activities acf.end: before the start',
    restType: 'activities',
    id: activity.id as number,
    outcome: 'cut',
    field: 'acf.end',
  })
  const vacancy = builder.newItem('careers')
  vacancy.acf = { ...(vacancy.acf as Item), date_posted: '2026-12-10', valid_through: '2026-12-01' }
  builder.expect({
    name: 'careers acf.valid_through: before it was posted',
    restType: 'careers',
    id: vacancy.id as number,
    outcome: 'cut',
    field: 'acf.valid_through',
  })
}

export function relationCases(builder: CaseBuilder): void {
  parents(builder)
  links(builder)
  duplicates(builder)
  menuItems(builder, 890_001)
  order(builder)
}
