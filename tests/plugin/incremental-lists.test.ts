import { LIST_TYPES, type ListTypeConfig } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import {
  changesMoment,
  changesSince,
  listItems,
} from '../../plugins/gatsby-source-wp-rest/src/source/incremental-lists'
import type { ChangeQueries, RestSource } from '../../plugins/gatsby-source-wp-rest/src/source/rest-source'

const products = LIST_TYPES.find((type) => type.restType === 'products') as ListTypeConfig
const activityTypes = LIST_TYPES.find((type) => type.restType === 'activity_type') as ListTypeConfig

interface Item {
  id: number
  modified_gmt: string
  link: string
  title: string
}
const item = (id: number, modified_gmt: string, changes: Partial<Item> = {}): Item => ({
  id,
  modified_gmt,
  link: `https://cms.example.nl/p/${id}/`,
  title: `item ${id}`,
  ...changes,
})

/** A CMS whose lists are `published` (in list order); it records which calls were made. */
function fakeSource(published: Item[], { live = true } = {}) {
  const calls: string[] = []
  const changes: ChangeQueries = {
    index: async () => {
      calls.push('index')
      return published.map(({ id, modified_gmt, link }) => ({ id, modified_gmt, link }))
    },
    modifiedAfter: async (_type, moment) => {
      calls.push(`modified_after=${moment}`)
      return published.filter((entry) => Date.parse(`${entry.modified_gmt}Z`) > Date.parse(moment))
    },
    byIds: async (_type, ids) => {
      calls.push(`include=${ids.join(',')}`)
      return published.filter((entry) => ids.includes(entry.id))
    },
  }
  const source: RestSource = {
    description: 'test CMS',
    cmsUrl: 'https://cms.example.nl',
    list: async () => {
      calls.push('list')
      return published
    },
    document: async () => ({}),
    changes: live ? changes : undefined,
  }
  return { source, changes, calls }
}

const [first, second, third] = [
  item(1, '2026-01-01T10:00:00'),
  item(2, '2026-03-01T10:00:00'),
  item(3, '2026-02-01T10:00:00'),
]
const previous = [first, second, third]

describe('listing items incrementally', () => {
  it('fetches the whole list when there is no previous build', async () => {
    const { source, calls } = fakeSource(previous)
    const result = await listItems(source, products, undefined)
    expect(result).toMatchObject({ items: previous, fetched: 3, removed: 0, incremental: false })
    expect(calls).toEqual(['list'])
  })

  it('asks only for the index and the items modified since a minute before the newest known change', async () => {
    const { source, calls } = fakeSource(previous)
    const result = await listItems(source, products, previous)
    expect(calls).toEqual(['index', 'modified_after=2026-03-01T09:59:00.000Z'])
    expect(result).toMatchObject({ items: previous, fetched: 1, removed: 0, incremental: true })
  })

  it('takes changed items, drops removed ones and follows the CMS order', async () => {
    const edited = item(3, '2026-11-21T10:00:00', { title: 'new title' })
    const { source, calls } = fakeSource([edited, first])
    const result = await listItems(source, products, previous)
    expect(result.items).toEqual([edited, first])
    expect(result).toMatchObject({ fetched: 1, removed: 1, incremental: true })
    expect(calls).not.toContainEqual(expect.stringMatching(/^include=/))
  })

  it('fetches by id an item that appears without a newer modification time (a scheduled post going live)', async () => {
    const scheduled = item(9, '2025-12-01T10:00:00')
    const { source, calls } = fakeSource([...previous, scheduled])
    const result = await listItems(source, products, previous)
    expect(calls).toContain('include=9')
    expect(result.items).toEqual([...previous, scheduled])
    expect(result.fetched).toBe(2)
  })

  it('fetches by id an item whose link changed without a newer modification time (its parent renamed)', async () => {
    const moved = { ...first, link: 'https://cms.example.nl/nieuw/p/1/' }
    const { source, calls } = fakeSource([moved, second, third])
    const result = await listItems(source, products, previous)
    expect(calls).toContain('include=1')
    expect(result.items[0]).toEqual(moved)
  })

  it('fetches by id an item whose modification time went back (restored, or seeded again)', async () => {
    const restored = item(2, '2025-01-01T10:00:00', { title: 'the old text' })
    const { source, calls } = fakeSource([first, restored, third])
    const result = await listItems(source, products, previous)
    expect(calls).toContain('include=2')
    expect(result.items[1]).toEqual(restored)
  })

  it('fails, naming the type and id, when a listed item cannot be fetched', async () => {
    const { source, changes } = fakeSource(previous)
    const broken: RestSource = {
      ...source,
      changes: {
        ...changes,
        index: async () => [...previous, item(7, '2025-01-01T10:00:00')],
        byIds: async () => [],
      },
    }
    await expect(listItems(broken, products, previous)).rejects.toThrow(
      'The CMS lists products 7, but did not return it when asked for it by id.',
    )
  })

  it('reads a snapshot whole, and taxonomies (which have no modification time) whole', async () => {
    const snapshot = fakeSource(previous, { live: false })
    expect((await listItems(snapshot.source, products, previous)).incremental).toBe(false)
    const live = fakeSource(previous)
    expect((await listItems(live.source, activityTypes, previous)).incremental).toBe(false)
    expect(live.calls).toEqual(['list'])
  })

  it('fetches whole when a previous item lacks modified_gmt', async () => {
    const { source, calls } = fakeSource(previous)
    await listItems(source, products, [{ id: 1 }])
    expect(calls).toEqual(['list'])
  })

  it('computes the moment in UTC from the CMS’s modified_gmt', () => {
    expect(changesSince('2026-11-21T00:00:30')).toBe('2026-11-20T23:59:30.000Z')
  })
})

/** The previous build read the lists at this moment of the CMS's clock (its answers' Date header). */
const READ_AT = '2026-03-05T12:00:00.000Z'

describe('listing items incrementally, knowing when the previous build read the lists', () => {
  it('fetches no item when nothing changed (the newest item is not fetched again)', async () => {
    const { source, calls } = fakeSource(previous)
    const result = await listItems(source, products, previous, READ_AT)
    expect(calls).toEqual(['index', 'modified_after=2026-03-05T11:59:55.000Z'])
    expect(result).toMatchObject({ items: previous, fetched: 0, removed: 0, incremental: true })
  })

  it('fetches exactly the one item an editor changed since', async () => {
    const edited = item(1, '2026-03-06T08:00:00', { title: 'new title' })
    const { source, calls } = fakeSource([edited, second, third])
    const result = await listItems(source, products, previous, READ_AT)
    expect(result).toMatchObject({ items: [edited, second, third], fetched: 1, removed: 0 })
    expect(calls).not.toContainEqual(expect.stringMatching(/^include=/))
  })

  it('fetches an item saved in the same second as the previous read again (its copy may be from before)', async () => {
    const savedWhileRead = item(2, '2026-03-05T12:00:00', { title: 'saved twice' })
    const before = [first, { ...savedWhileRead, title: 'first save' }, third]
    const { source } = fakeSource([first, savedWhileRead, third])
    const result = await listItems(source, products, before, READ_AT)
    expect(result).toMatchObject({ fetched: 1 })
    expect(result.items[1]).toEqual(savedWhileRead)
  })

  it('falls back to a minute before the newest change when the read moment is not a date', () => {
    expect(changesMoment('2026-03-01T10:00:00', 'not a date')).toBe('2026-03-01T09:59:00.000Z')
    expect(changesMoment('2026-03-01T10:00:00', null)).toBe('2026-03-01T09:59:00.000Z')
  })
})
