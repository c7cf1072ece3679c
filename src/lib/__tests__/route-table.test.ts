import { buildRoutes, type UnplacedItem } from '../route-table'

const node = (id: string, path: string, parentPath?: string) => ({
  id,
  slug: path.split('/').pop() ?? '',
  path,
  modified: '2026-10-01T10:00:00',
  parentItem: parentPath ? { path: parentPath } : null,
})

const content = {
  frontPage: { id: 'front', modified: '2026-11-01T08:00:00' },
  pages: [
    node('home', '/home'),
    node('over', '/over-ons'),
    node('agenda', '/agenda'),
    node('cultuur', '/werken-bij/cultuur', '/werken-bij'),
  ],
  products: [
    node('exq', '/producten-en-diensten/exquise-next-generation'),
    node(
      'sms',
      '/producten-en-diensten/exquise-next-generation/sms',
      '/producten-en-diensten/exquise-next-generation',
    ),
  ],
  careers: [node('dev', '/vacatures/developer')],
  concepts: [node('cloud', '/concepten/cloud')],
  references: [node('linde', '/referenties/lindeboom')],
  activities: [node('webinar', '/agenda/webinar-nieuw-in-exquise')],
}

describe('buildRoutes', () => {
  const routes = buildRoutes(content)
  const byPath = new Map(routes.map((route) => [route.path, route]))

  it('routes each content type to its template, the front page to /', () => {
    expect(byPath.get('/')).toMatchObject({ template: 'home', nodeId: 'front' })
    expect(byPath.get('/over-ons')?.template).toBe('page')
    expect(byPath.get('/agenda')?.template).toBe('agenda')
    expect(byPath.get('/producten-en-diensten/exquise-next-generation/sms')).toMatchObject({
      template: 'product',
      sitemap: 'products',
    })
    expect(byPath.get('/vacatures/developer')?.template).toBe('vacancy')
    expect(byPath.get('/concepten/cloud')?.template).toBe('concept')
    expect(byPath.get('/referenties/lindeboom')?.template).toBe('reference')
    expect(byPath.get('/agenda/webinar-nieuw-in-exquise')).toMatchObject({
      template: 'activity',
      sitemap: 'pages',
      parentPath: null,
    })
  })

  it('switches the team and partner queries on only for pages that show them', () => {
    const withTeam = buildRoutes({
      ...content,
      pages: [{ ...node('over', '/over-ons'), showPeople: true, showPartners: false }],
    })
    expect(withTeam.find((route) => route.path === '/over-ons')?.queryFlags).toEqual({
      showPeople: true,
      showPartners: false,
    })
    expect(byPath.get('/agenda')?.queryFlags).toEqual({ showPeople: false, showPartners: false })
  })

  it('does not publish the CMS home page at /home (it redirects to /)', () => {
    expect(byPath.has('/home')).toBe(false)
  })

  it('knows the child routes and their parents', () => {
    expect(routes.filter((route) => route.parentPath !== null).map((route) => route.path)).toEqual([
      '/werken-bij/cultuur',
      '/producten-en-diensten/exquise-next-generation/sms',
    ])
  })

  it('leaves out an item whose CMS path does not fit the route table, and says why in Dutch', () => {
    const unplaced: UnplacedItem[] = []
    const placed = buildRoutes(
      {
        ...content,
        careers: [...content.careers, node('x', '/jobs/developer')],
        pages: [...content.pages, node('deep', '/a/b/c')],
      },
      unplaced,
    )
    expect(placed.map((route) => route.path)).toEqual(routes.map((route) => route.path))
    expect(unplaced).toEqual([
      {
        place: 'page',
        databaseId: null,
        slug: 'c',
        field: 'link',
        problem:
          'het adres /a/b/c past niet in de opbouw van de website (/{slug}[/{child}]); het item is niet gepubliceerd',
      },
      {
        place: 'vacancy',
        databaseId: null,
        slug: 'developer',
        field: 'link',
        problem:
          'het adres /jobs/developer past niet in de opbouw van de website (/vacatures/{slug}); het item is niet gepubliceerd',
      },
    ])
  })

  it('gives an address to one item only: a typed item over a page, then the older item', () => {
    const unplaced: UnplacedItem[] = []
    const withIds = (id: number, path: string) => ({ ...node(`n${id}`, path), databaseId: id })
    const placed = buildRoutes(
      {
        ...content,
        products: [
          ...content.products,
          withIds(901, '/producten-en-diensten/dubbel'),
          withIds(900, '/producten-en-diensten/dubbel'),
        ],
        pages: [...content.pages, withIds(5, '/producten-en-diensten/dubbel'), withIds(6, '/over')],
      },
      unplaced,
    )
    expect(
      placed.filter((route) => route.path === '/producten-en-diensten/dubbel').map((route) => route.nodeId),
    ).toEqual(['n900'])
    expect(placed.some((route) => route.path === '/over')).toBe(false)
    expect(unplaced.map(({ databaseId, field, problem }) => [databaseId, field, problem])).toEqual([
      [
        901,
        'slug',
        'het adres /producten-en-diensten/dubbel is al in gebruik door het product dubbel (900); het item is niet gepubliceerd. Geef een van beide een andere slug',
      ],
      [
        5,
        'slug',
        'het adres /producten-en-diensten/dubbel is al in gebruik door het product dubbel (900); het item is niet gepubliceerd. Geef een van beide een andere slug',
      ],
      [
        6,
        'slug',
        'het adres /over is een oud adres dat doorverwijst naar /over-ons; het item is niet gepubliceerd. Geef het een andere slug',
      ],
    ])
  })
})
