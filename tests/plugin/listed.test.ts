import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

/** What the preview has besides published items: each shown on its own page, never listed on another's. */
const UNLISTED = {
  draft: { status: 'draft' },
  pending: { status: 'pending' },
  scheduled: { status: 'future' },
  private: { status: 'private' },
  protected: { status: 'publish', content: { rendered: '', protected: true } },
}

describe('an item only its own preview shows', () => {
  const parent = restPost({ id: 200, slug: 'qbridge', link: `${CMS}/producten-en-diensten/qbridge/` })
  const children = Object.entries(UNLISTED).map(([kind, overrides], index) =>
    restPost({
      id: 300 + index,
      slug: `kind-${kind}`,
      parent: 200,
      link: `${CMS}/producten-en-diensten/qbridge/kind-${kind}/`,
      ...overrides,
    }),
  )
  const published = restPost({
    id: 400,
    slug: 'kind-gepubliceerd',
    parent: 200,
    link: `${CMS}/producten-en-diensten/qbridge/kind-gepubliceerd/`,
  })
  const nodes = buildNodeInputs(
    rawContent({
      lists: { ...rawContent().lists, products: [parent, ...children, published] },
      frontPage: {
        id: 2,
        title: 'Home',
        modified: '2026-10-01T10:00:00',
        acf: { highlighted_products: [200, 300, 303, 400] },
      },
    }),
    [CMS],
  )
  const node = (id: number) =>
    nodes.find((input) => input.nodeType === 'WpProduct' && input.fields.databaseId === id)

  it('has its node, with its own page, but is not listed', () => {
    for (const index of children.keys()) expect(node(300 + index)?.fields.listed).toBe(false)
    expect(node(400)?.fields.listed).toBe(true)
    expect(node(200)?.fields.listed).toBe(true)
  })

  it('is nobody’s child and no highlight of the front page', () => {
    expect(node(200)?.fields.childDatabaseIds).toEqual([400])
    const front = nodes.find((input) => input.nodeType === 'WpFrontPage')
    expect(front?.fields.highlightedProductIds).toEqual([200, 400])
  })
})
