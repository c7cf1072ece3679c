import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/exports'
import { changeOneItem, generateSnapshot } from '../../scripts/bench/generate-snapshot'
import { buildRoutes, type RoutableNode } from '../../src/lib/route-table'

interface Item {
  id: number
  slug: string
  link: string
  parent?: number
  title: { rendered: string }
}

const DEMO = path.resolve(__dirname, '../../content/snapshot')

describe('the generated benchmark snapshot', () => {
  let dir: string
  const list = (type: string, root = dir) =>
    JSON.parse(readFileSync(path.join(root, 'wp/v2', `${type}.json`), 'utf8')) as Item[]
  const routable = (type: string): RoutableNode[] => {
    const items = list(type)
    const byId = new Map(items.map((item) => [item.id, item]))
    const pathOf = (item: Item) => new URL(item.link).pathname.replace(/\/+$/, '')
    return items.map((item) => {
      const parent = item.parent ? byId.get(item.parent) : undefined
      return {
        id: String(item.id),
        slug: item.slug,
        path: pathOf(item),
        modified: '2026-01-01T10:00:00',
        parentItem: parent ? { path: pathOf(parent) } : null,
      }
    })
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-snapshot-'))
    generateSnapshot(500, path.join(dir, 'snapshot'))
    dir = path.join(dir, 'snapshot')
  })
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }))

  it('adds exactly the number of items asked for to the demo content', () => {
    const types = LIST_TYPES.filter(({ kind }) => kind === 'post').map(({ restType }) => restType)
    const added = types.reduce((sum, type) => sum + list(type).length - list(type, DEMO).length, 0)
    expect(added).toBe(500)
  })

  it('gives every item its own id, and every page its own path that the route table accepts', () => {
    const ids = ['pages', 'products', 'careers', 'references'].flatMap((type) =>
      list(type).map((item) => item.id),
    )
    expect(new Set(ids).size).toBe(ids.length)
    const routes = buildRoutes({
      frontPage: { id: 'front', modified: null },
      pages: routable('pages'),
      products: routable('products'),
      careers: routable('careers'),
      concepts: routable('concepts'),
      references: routable('references'),
      activities: routable('activities'),
    })
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('generates product families: children live under a generated parent', () => {
    const products = list('products')
    const generatedChildren = products.filter((item) => item.parent && item.id > 1_000_000)
    expect(generatedChildren.length).toBeGreaterThan(0)
    for (const child of generatedChildren) {
      const parent = products.find((item) => item.id === child.parent)
      expect(parent?.parent ?? 0).toBe(0)
      expect(child.link.startsWith(parent!.link)).toBe(true)
    }
  })

  it('changes one item for the warm rebuild and answers its site path', () => {
    const [first] = list('references')
    const sitePath = changeOneItem(dir, 'references', first!.slug, 'Nieuwe titel')
    expect(sitePath).toBe(new URL(first!.link).pathname.replace(/\/+$/, ''))
    expect(list('references').find((item) => item.id === first!.id)?.title.rendered).toBe('Nieuwe titel')
    expect(() => changeOneItem(dir, 'references', 'bestaat-niet', 'x')).toThrow(
      /No references "bestaat-niet"/,
    )
  })
})
