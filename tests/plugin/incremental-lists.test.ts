import { LIST_TYPES, type ListTypeConfig } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import { changesSince, listItems } from '../../plugins/gatsby-source-wp-rest/src/source/incremental-lists'
import type { RestSource } from '../../plugins/gatsby-source-wp-rest/src/source/rest-source'

const products = LIST_TYPES.find((type) => type.restType === 'products') as ListTypeConfig
const activityTypes = LIST_TYPES.find((type) => type.restType === 'activity_type') as ListTypeConfig

const item = (id: number, modified_gmt: string, title = `item ${id}`) => ({ id, modified_gmt, title })

/** A CMS whose lists are `published` (in list order); it records which calls were made. */
function fakeSource(published: Array<ReturnType<typeof item>>, { live = true } = {}) {
  const calls: string[] = []
  const source: RestSource = {
    description: 'test CMS',
    cmsUrl: 'https://cms.example.nl',
    list: async () => {
      calls.push('list')
      return published
    },
    document: async () => ({}),
    changes: live
      ? {
          ids: async () => {
            calls.push('ids')
            return published.map(({ id }) => ({ id }))
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
      : undefined,
  }
  return { source, calls }
}

const previous = [
  item(1, '2026-01-01T10:00:00'),
  item(2, '2026-03-01T10:00:00'),
  item(3, '2026-02-01T10:00:00'),
]

describe('listing items incrementally', () => {
  it('fetches the whole list when there is no previous build', async () => {
    const { source, calls } = fakeSource(previous)
    const result = await listItems(source, products, undefined)
    expect(result).toMatchObject({ items: previous, fetched: 3, removed: 0, incremental: false })
    expect(calls).toEqual(['list'])
  })

  it('asks only for the ids and the items modified since a minute before the newest known change', async () => {
    const { source, calls } = fakeSource(previous)
    const result = await listItems(source, products, previous)
    expect(calls).toEqual(['ids', 'modified_after=2026-03-01T09:59:00.000Z'])
    expect(result).toMatchObject({ items: previous, fetched: 1, removed: 0, incremental: true })
  })

  it('takes changed items, drops removed ones and follows the CMS order', async () => {
    const edited = item(3, '2026-11-21T10:00:00', 'new title')
    const { source } = fakeSource([edited, previous[0] as ReturnType<typeof item>])
    const result = await listItems(source, products, previous)
    expect(result.items).toEqual([edited, previous[0]])
    expect(result).toMatchObject({ fetched: 1, removed: 1, incremental: true })
  })

  it('fetches by id an item that appears without a newer modification time (a scheduled post going live)', async () => {
    const scheduled = item(9, '2025-12-01T10:00:00')
    const { source, calls } = fakeSource([...previous, scheduled])
    const result = await listItems(source, products, previous)
    expect(calls).toContain('include=9')
    expect(result.items).toEqual([...previous, scheduled])
    expect(result.fetched).toBe(2)
  })

  it('fails, naming the type and id, when a listed item cannot be fetched', async () => {
    const { source } = fakeSource(previous)
    const changes = source.changes as NonNullable<RestSource['changes']>
    const broken: RestSource = {
      ...source,
      changes: {
        ...changes,
        ids: async () => [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 7 }],
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
