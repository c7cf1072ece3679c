import type { RawContent } from '../../../plugins/gatsby-source-wp-rest/src/source/collect'

export const CMS = 'https://cms.example.nl'

/** A REST post item as WordPress returns it with _embed; override what a test is about. */
export function restPost(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 101,
    date: '2025-01-10T09:00:00',
    modified: '2026-10-02T14:12:00',
    slug: 'exquise-next-generation',
    status: 'publish',
    type: 'products',
    link: `${CMS}/producten-en-diensten/exquise-next-generation/`,
    title: { rendered: 'Exquise Next Generation &#8211; praktijksoftware' },
    content: {
      rendered:
        '<!-- wp:paragraph --><p>Alles in <a href="https://cms.example.nl/contact/">één</a> pakket.</p><!-- /wp:paragraph -->',
      protected: false,
    },
    excerpt: { rendered: '<p>Alles in één pakket &hellip;</p>\n', protected: false },
    parent: 0,
    menu_order: 1,
    featured_media: 501,
    acf: {
      meta_description: 'Software voor de tandartspraktijk',
      subtitle: '',
      intro: false,
      features: [{ title: 'Agenda', text: 'Online' }],
    },
    _embedded: {
      'wp:featuredmedia': [
        {
          id: 501,
          alt_text: 'Het dashboard',
          mime_type: 'image/jpeg',
          title: { rendered: 'Dashboard' },
          media_details: { width: 1600, height: 1000 },
          source_url: `${CMS}/wp-content/uploads/2026/10/dashboard.jpg`,
        },
      ],
    },
    ...overrides,
  }
}

/** The smallest complete set of REST documents. */
export function rawContent(overrides: Partial<RawContent> = {}): RawContent {
  return {
    cmsUrl: CMS,
    lists: {
      activities: [],
      activity_type: [],
      careers: [],
      pages: [],
      concepts: [],
      partners: [],
      products: [restPost()],
      people: [],
      references: [],
    },
    frontPage: { id: 2, title: 'Home', modified: '2026-10-01T10:00:00', acf: {} },
    menuLocations: {
      'main-menu': { ID: 3, name: 'Hoofdmenu', slug: 'hoofdmenu', description: '', count: 1 },
    },
    menus: {
      'main-menu': [
        {
          ID: 1001,
          title: 'Producten',
          url: '#',
          target: '',
          classes: 'menu-item--big',
          children: [
            {
              ID: 1002,
              title: 'Qbridge',
              url: `${CMS}/producten-en-diensten/qbridge/`,
              target: '',
              classes: '',
              children: [],
            },
          ],
        },
      ],
    },
    options: {
      acf: {
        company_name: 'Voorbeeld B.V.',
        phone_number: '088 - 123 45 67',
        email_address: 'info@example.nl',
        facebook: '',
        twitter: null,
        linkedin: 'https://www.linkedin.com/company/voorbeeld',
      },
    },
    ...overrides,
  }
}
