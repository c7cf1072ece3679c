import { POST_TYPES } from '../content-types'
import { acfFieldDefinitions } from '../normalize/acf-fields'

/** Fields every post type shares; links resolve by WordPress id so nodes stay plain data. */
function postTypeDefinition(nodeType: string, restType: (typeof POST_TYPES)[number]['restType']): string {
  const extra =
    restType === 'activities'
      ? [
          'activityTypeIds: [Int!]!',
          'activityTypes: [WpActivityType!]! @link(by: "databaseId", from: "activityTypeIds")',
        ]
      : []
  return `
    type ${nodeType} implements Node @dontInfer {
      databaseId: Int!
      slug: String!
      title: String!
      "sanitised HTML"
      content: String!
      "plain text"
      excerpt: String!
      "site path: no address, no trailing slash"
      path: String!
      date: Date! @dateformat
      modified: Date! @dateformat
      menuOrder: Int!
      parentDatabaseId: Int
      parentItem: ${nodeType} @link(by: "databaseId", from: "parentDatabaseId")
      childItems: [${nodeType}!]! @link(by: "parentDatabaseId", from: "databaseId")
      featuredImageDatabaseId: Int
      featuredImage: WpMedia @link(by: "databaseId", from: "featuredImageDatabaseId")
      ${[...extra, ...acfFieldDefinitions(restType)].join('\n      ')}
    }`
}

const SHARED_TYPES = `
  type WpFeature { title: String!, text: String! }

  type WpActivityType implements Node @dontInfer {
    databaseId: Int!
    slug: String!
    name: String!
    description: String!
    count: Int!
    path: String
    activities: [WpActivity!]! @link(by: "activityTypeIds", from: "databaseId")
  }

  type WpMenuItem {
    databaseId: Int!
    title: String!
    "a site path for the site's own pages; '#', 'mailto:' and other addresses as entered"
    url: String!
    target: String
    classes: [String!]!
    children: [WpMenuItem!]!
  }

  type WpMenu implements Node @dontInfer {
    location: String!
    name: String!
    items: [WpMenuItem!]!
  }

  type WpSiteOptions implements Node @dontInfer {
    companyName: String
    phoneNumber: String
    emailAddress: String
    facebook: String
    twitter: String
    linkedin: String
    address: String
    remoteSupportUrl: String
  }

  type WpHeroButton { title: String!, url: String!, target: String }
  type WpUsp { title: String!, text: String! }

  type WpFrontPage implements Node @dontInfer {
    databaseId: Int!
    title: String!
    modified: Date @dateformat
    metaDescription: String
    heroTitle: String
    heroText: String
    heroImageDatabaseId: Int
    heroImage: WpMedia @link(by: "databaseId", from: "heroImageDatabaseId")
    heroButton: WpHeroButton
    usps: [WpUsp!]!
    introTitle: String
    introText: String
    highlightedProductIds: [Int!]!
    highlightedProducts: [WpProduct!]! @link(by: "databaseId", from: "highlightedProductIds")
    highlightedReferenceIds: [Int!]!
    highlightedReferences: [WpReference!]! @link(by: "databaseId", from: "highlightedReferenceIds")
  }
`

export function typeDefinitions(): string {
  return [SHARED_TYPES, ...POST_TYPES.map((type) => postTypeDefinition(type.nodeType, type.restType))].join(
    '\n',
  )
}
