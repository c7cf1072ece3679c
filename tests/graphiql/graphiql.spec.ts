import { expect, test, type APIRequestContext } from '@playwright/test'

async function query<T>(request: APIRequestContext, source: string): Promise<T> {
  const response = await request.post('/___graphql', { data: { query: source } })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> }
  expect(body.errors ?? []).toEqual([])
  return body.data
}

const LIST_TYPES = [
  'WpActivity',
  'WpActivityType',
  'WpCareer',
  'WpPage',
  'WpConcept',
  'WpPartner',
  'WpProduct',
  'WpPerson',
  'WpReference',
  'WpMedia',
  'WpMenu',
]

test('GraphiQL opens in the browser', async ({ page }) => {
  await page.goto('/___graphql')
  await expect(page).toHaveTitle(/GraphiQL/)
  await expect(page.getByRole('button', { name: /Execute query/i })).toBeVisible()
})

for (const type of LIST_TYPES) {
  test(`every ${type} can be queried`, async ({ request }) => {
    const field = `all${type}`
    const data = await query<Record<string, { totalCount: number; nodes: Array<{ id: string }> }>>(
      request,
      `{ ${field} { totalCount nodes { id } } }`,
    )
    expect(data[field]?.totalCount).toBeGreaterThan(0)
  })
}

test('products link to their parent, children and a responsive featured image', async ({ request }) => {
  const data = await query<{
    wpProduct: {
      title: string
      path: string
      childItems: Array<{ path: string }>
      featuredImage: {
        altText: string
        gatsbyImageData: { width: number; height: number; images: { sources: Array<{ type: string }> } }
      }
    }
  }>(
    request,
    `{ wpProduct(slug: { eq: "exquise-next-generation" }) {
        title path childItems { path }
        featuredImage { altText gatsbyImageData(width: 640) }
      } }`,
  )
  const product = data.wpProduct
  expect(product.path).toBe('/producten-en-diensten/exquise-next-generation')
  expect(product.childItems.map((child) => child.path)).toContain(
    '/producten-en-diensten/exquise-next-generation/exquiray',
  )
  expect(product.featuredImage.altText).not.toBe('')
  expect(product.featuredImage.gatsbyImageData.width).toBe(640)
  expect(product.featuredImage.gatsbyImageData.images.sources.map((source) => source.type)).toEqual(
    expect.arrayContaining(['image/avif', 'image/webp']),
  )
})

test('the single documents and their links resolve', async ({ request }) => {
  const data = await query<{
    wpSiteOptions: { companyName: string; phoneNumber: string; emailAddress: string }
    wpFrontPage: {
      heroTitle: string
      heroImage: { url: string }
      highlightedProducts: Array<{ title: string }>
    }
    wpMenu: { items: Array<{ title: string; children: Array<{ url: string }> }> }
    allWpActivity: { nodes: Array<{ start: string; activityTypes: Array<{ name: string }> }> }
  }>(
    request,
    `{ wpSiteOptions { companyName phoneNumber emailAddress }
       wpFrontPage { heroTitle heroImage { url } highlightedProducts { title } }
       wpMenu(location: { eq: "main-menu" }) { items { title children { url } } }
       allWpActivity { nodes { start activityTypes { name } } } }`,
  )
  expect(data.wpSiteOptions.companyName).toBe('Tandem Praktijksoftware B.V.')
  expect(data.wpFrontPage.heroImage.url).toMatch(/\.jpg$/)
  expect(data.wpFrontPage.highlightedProducts.length).toBeGreaterThan(0)
  expect(data.wpMenu.items.length).toBeGreaterThan(0)
  expect(data.allWpActivity.nodes.every((activity) => activity.activityTypes.length > 0)).toBe(true)
})

test('the post types share interfaces, so one fragment serves them all', async ({ request }) => {
  const data = await query<{
    content: { possibleTypes: Array<{ name: string }> }
    image: { possibleTypes: Array<{ name: string }> }
    seo: { possibleTypes: Array<{ name: string }> }
    allWpContentNode: { nodes: Array<{ __typename: string; title: string; path: string }> }
  }>(
    request,
    `{
      content: __type(name: "WpContentNode") { possibleTypes { name } }
      image: __type(name: "WpNodeWithFeaturedImage") { possibleTypes { name } }
      seo: __type(name: "WpNodeWithSeo") { possibleTypes { name } }
      allWpContentNode(filter: { listed: { eq: true } }) { nodes { __typename title path } }
    }`,
  )
  const postTypes = [
    'WpActivity',
    'WpCareer',
    'WpConcept',
    'WpPage',
    'WpPartner',
    'WpPerson',
    'WpProduct',
    'WpReference',
  ]
  const names = (found: { possibleTypes: Array<{ name: string }> }) =>
    found.possibleTypes.map((type) => type.name).sort()
  expect(names(data.content)).toEqual(postTypes)
  expect(names(data.image)).toEqual(postTypes)
  expect(names(data.seo)).toEqual(['WpConcept', 'WpPage', 'WpProduct'])
  const typesFound = new Set(data.allWpContentNode.nodes.map((node) => node.__typename))
  expect([...typesFound].sort()).toEqual(postTypes)
  for (const node of data.allWpContentNode.nodes) expect(node.path).toMatch(/^\//)
})
