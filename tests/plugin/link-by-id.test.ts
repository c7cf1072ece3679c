import { linkByIdExtension } from '../../plugins/gatsby-source-wp-rest/src/schema/link-by-id'

/** Node ids as Gatsby would derive them from the plugin's keys (`WpProduct:101`). */
const createNodeId = (key: string) => `id(${key})`

function nodeModel(nodes: Record<string, { id: string; databaseId: number }>) {
  const calls = { byId: 0, searches: [] as number[] }
  return {
    calls,
    model: {
      getNodeById: ({ id }: { id: string; type: string }) => {
        calls.byId++
        return nodes[id] ?? null
      },
      findOne: async ({ query }: { type: string; query: { filter: { databaseId: { eq: number } } } }) => {
        calls.searches.push(query.filter.databaseId.eq)
        return null
      },
    },
  }
}

const listOf = (name: string) => ({ ofType: { ofType: { ofType: { name } } } })

function resolve(
  from: string,
  source: Record<string, unknown>,
  model: ReturnType<typeof nodeModel>['model'],
  returnType: object,
) {
  const { resolve } = linkByIdExtension(createNodeId).extend({ from })
  return resolve(source, {}, { nodeModel: model }, { returnType })
}

describe('the wpLink schema extension', () => {
  const product = (databaseId: number) => ({ id: createNodeId(`WpProduct:${databaseId}`), databaseId })
  const nodes = { [product(101).id]: product(101), [product(102).id]: product(102) }

  it('resolves one WordPress id to its node by node id, without searching the type', async () => {
    const { model, calls } = nodeModel(nodes)
    await expect(
      resolve('parentDatabaseId', { parentDatabaseId: 102 }, model, { name: 'WpProduct' }),
    ).resolves.toEqual(product(102))
    expect(calls.searches).toEqual([])
  })

  it('resolves a list in its order and leaves out ids without a node', async () => {
    const { model } = nodeModel(nodes)
    const linked = await resolve('productIds', { productIds: [102, 999, 101] }, model, listOf('WpProduct'))
    expect(linked).toEqual([product(102), product(101)])
  })

  it('searches for a missing node, so the page depends on the type and shows the item once it appears', async () => {
    const { model, calls } = nodeModel(nodes)
    await expect(
      resolve('parentDatabaseId', { parentDatabaseId: 999 }, model, { name: 'WpProduct' }),
    ).resolves.toBeNull()
    expect(calls.searches).toEqual([999])
  })

  it('answers null for an empty link', async () => {
    const { model, calls } = nodeModel(nodes)
    await expect(
      resolve('parentDatabaseId', { parentDatabaseId: null }, model, { name: 'WpProduct' }),
    ).resolves.toBeNull()
    expect(calls.byId).toBe(0)
  })
})
