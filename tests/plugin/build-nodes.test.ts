import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

const byKey = (raw = rawContent()) => new Map(buildNodeInputs(raw, [CMS]).map((node) => [node.key, node]))

describe('buildNodeInputs', () => {
  it('turns a REST product into clean fields', () => {
    const product = byKey().get('WpProduct:101')
    expect(product?.fields).toMatchObject({
      databaseId: 101,
      slug: 'exquise-next-generation',
      title: 'Exquise Next Generation – praktijksoftware',
      excerpt: 'Alles in één pakket …',
      content: '<p>Alles in <a href="/contact">één</a> pakket.</p>',
      path: '/producten-en-diensten/exquise-next-generation',
      parentDatabaseId: null,
      menuOrder: 1,
      featuredImageDatabaseId: 501,
      metaDescription: 'Software voor de tandartspraktijk',
      subtitle: null,
      intro: null,
      features: [{ title: 'Agenda', text: 'Online' }],
    })
  })

  it('creates one media node for the embedded featured image', () => {
    expect(byKey().get('WpMedia:501')?.fields).toMatchObject({
      url: `${CMS}/wp-content/uploads/2026/10/dashboard.jpg`,
      altText: 'Het dashboard',
      width: 1600,
      height: 1000,
      filename: 'dashboard.jpg',
    })
  })

  it('keeps the parent of a child product', () => {
    const child = restPost({
      id: 120,
      slug: 'sms',
      parent: 101,
      link: `${CMS}/producten-en-diensten/exquise-next-generation/sms/`,
    })
    const nodes = byKey(rawContent({ lists: { ...rawContent().lists, products: [restPost(), child] } }))
    expect(nodes.get('WpProduct:120')?.fields).toMatchObject({
      parentDatabaseId: 101,
      path: '/producten-en-diensten/exquise-next-generation/sms',
    })
  })

  it("writes each item's children into it, so the schema links them by node id", () => {
    const child = (id: number) =>
      restPost({ id, slug: `kind-${id}`, parent: 101, link: `${CMS}/producten-en-diensten/x/kind-${id}/` })
    const products = [restPost(), child(121), child(120)]
    const nodes = byKey(rawContent({ lists: { ...rawContent().lists, products } }))
    expect(nodes.get('WpProduct:101')?.fields.childDatabaseIds).toEqual([120, 121])
    expect(nodes.get('WpProduct:120')?.fields.childDatabaseIds).toEqual([])
  })

  it("writes each activity type's activities into it", () => {
    const activity = (id: number, types: number[]) =>
      restPost({
        id,
        slug: `activiteit-${id}`,
        activity_type: types,
        link: `${CMS}/agenda/activiteit-${id}/`,
      })
    const term = (id: number) => ({ id, slug: `soort-${id}`, name: `Soort ${id}`, description: '', count: 1 })
    const lists = {
      ...rawContent().lists,
      activities: [activity(302, [7, 8]), activity(301, [7])],
      activity_type: [term(7), term(8), term(9)],
    }
    const nodes = byKey(rawContent({ lists }))
    expect(nodes.get('WpActivityType:7')?.fields.activityDatabaseIds).toEqual([301, 302])
    expect(nodes.get('WpActivityType:8')?.fields.activityDatabaseIds).toEqual([302])
    expect(nodes.get('WpActivityType:9')?.fields.activityDatabaseIds).toEqual([])
  })

  it('gives every ACF field a value when the acf object is empty or missing', () => {
    const bare = restPost({ acf: [], featured_media: 0, _embedded: undefined })
    const fields = byKey(rawContent({ lists: { ...rawContent().lists, products: [bare] } })).get(
      'WpProduct:101',
    )?.fields
    expect(fields).toMatchObject({
      metaDescription: null,
      subtitle: null,
      intro: null,
      features: [],
      featuredImageDatabaseId: null,
    })
  })

  it('normalises menus with site paths, classes and nested children', () => {
    expect(byKey().get('WpMenu:main-menu')?.fields).toEqual({
      location: 'main-menu',
      name: 'Hoofdmenu',
      items: [
        {
          databaseId: 1001,
          title: 'Producten',
          url: '#',
          target: null,
          classes: ['menu-item--big'],
          children: [
            {
              databaseId: 1002,
              title: 'Qbridge',
              url: '/producten-en-diensten/qbridge',
              target: null,
              classes: [],
              children: [],
            },
          ],
        },
      ],
    })
  })

  it('reads the options from their acf field, empty values as null', () => {
    expect(byKey().get('WpSiteOptions:options')?.fields).toMatchObject({
      companyName: 'Voorbeeld B.V.',
      phoneNumber: '088 - 123 45 67',
      emailAddress: 'info@example.nl',
      facebook: null,
      twitter: null,
      linkedin: 'https://www.linkedin.com/company/voorbeeld',
    })
  })

  it('leaves out a malformed item, naming the type, id, field and value, and builds the rest', () => {
    const broken = restPost({ id: 133, slug: 'kapot', title: { rendered: 42 } })
    const notices: ItemNotice[] = []
    const lists = { ...rawContent().lists, products: [broken, restPost({ id: 134, slug: 'heel' })] }
    const nodes = buildNodeInputs(rawContent({ lists }), [CMS], [], { notices })
    expect(nodes.map((node) => node.key)).toContain('WpProduct:134')
    expect(nodes.map((node) => node.key)).not.toContain('WpProduct:133')
    expect(notices).toEqual([
      {
        restType: 'products',
        id: 133,
        label: 'kapot',
        outcome: 'left-out',
        field: 'title.rendered',
        value: '42',
        problem: 'De titel heeft de verkeerde vorm (een getal); het item is niet gepubliceerd.',
        detail: 'Malformed products item 133: field "title.rendered" must be a string, got number',
      },
    ])
  })

  it('names the position of an item without an id', () => {
    const notices: ItemNotice[] = []
    buildNodeInputs(rawContent({ lists: { ...rawContent().lists, careers: [null] } }), [CMS], [], { notices })
    expect(notices).toEqual([
      expect.objectContaining({
        restType: 'careers',
        id: null,
        label: '#0',
        field: '(item)',
        detail: 'Malformed careers item #0: field "(item)" must be an object, got null',
      }),
    ])
  })

  it('fails on a menu that is not a list', () => {
    const build = () => buildNodeInputs(rawContent({ menus: { 'main-menu': { code: 'oops' } } }), [CMS])
    expect(build).toThrow('Malformed menu item main-menu')
  })
})
