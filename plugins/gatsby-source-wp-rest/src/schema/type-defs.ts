import { POST_TYPES } from '../content-types'
import { acfFieldDefinitions } from '../normalize/acf-fields'
import { FIELDS } from '../rules/fields'

/**
 * Interfaces the post types share, as gatsby-source-wordpress has them, so a component's fragment is written once
 * for every type that has its fields: any item (WpContentNode), one with a featured image, one with the SEO fields.
 */
const INTERFACES = `
  "An item of one of the site's post types: what its page, its head and the lists that show it read"
  interface WpContentNode implements Node {
    id: ID!
    databaseId: Int!
    listed: Boolean!
    slug: String!
    title: String!
    content: String!
    excerpt: String!
    ownExcerpt: String
    path: String!
    menuOrder: Int!
    parentDatabaseId: Int
    "the item above it (of its own type)"
    parentItem: WpContentNode
    "the items under it (of its own type), listed ones only"
    childItems: [WpContentNode!]!
  }

  "An item with a featured image (every post type)"
  interface WpNodeWithFeaturedImage implements Node {
    id: ID!
    featuredImageDatabaseId: Int
    featuredImage: WpMedia
  }

  "An item with its own search-engine description and intro (pages, products, concepts)"
  interface WpNodeWithSeo implements Node {
    id: ID!
    metaDescription: String
    intro: String
  }
`

const hasSeoFields = (restType: (typeof POST_TYPES)[number]['restType']) =>
  'meta_description' in FIELDS[restType] && 'intro' in FIELDS[restType]

/** Fields every post type shares; links hold WordPress ids, so nodes stay plain data (see link-by-id.ts). */
function postTypeDefinition(nodeType: string, restType: (typeof POST_TYPES)[number]['restType']): string {
  const extra =
    restType === 'activities'
      ? ['activityTypeIds: [Int!]!', 'activityTypes: [WpActivityType!]! @wpLink(from: "activityTypeIds")']
      : []
  const interfaces = [
    'Node',
    'WpContentNode',
    'WpNodeWithFeaturedImage',
    ...(hasSeoFields(restType) ? ['WpNodeWithSeo'] : []),
  ]
  return `
    type ${nodeType} implements ${interfaces.join(' & ')} @dontInfer {
      databaseId: Int!
      "false for an item only its own preview shows (a draft, a private or protected item): filter lists on it"
      listed: Boolean!
      slug: String!
      title: String!
      "sanitised HTML"
      content: String!
      "plain text"
      excerpt: String!
      "the excerpt when an editor wrote it, null when it is WordPress's automatic one (the text's own start)"
      ownExcerpt: String
      "site path: no address, no trailing slash"
      path: String!
      date: Date! @dateformat
      modified: Date! @dateformat
      menuOrder: Int!
      parentDatabaseId: Int
      parentItem: ${nodeType} @wpLink(from: "parentDatabaseId")
      childDatabaseIds: [Int!]!
      childItems: [${nodeType}!]! @wpLink(from: "childDatabaseIds")
      featuredImageDatabaseId: Int
      featuredImage: WpMedia @wpLink(from: "featuredImageDatabaseId")
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
    activityDatabaseIds: [Int!]!
    activities: [WpActivity!]! @wpLink(from: "activityDatabaseIds")
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
    heroImage: WpMedia @wpLink(from: "heroImageDatabaseId")
    heroButton: WpHeroButton
    usps: [WpUsp!]!
    introTitle: String
    introText: String
    highlightedProductIds: [Int!]!
    highlightedProducts: [WpProduct!]! @wpLink(from: "highlightedProductIds")
    highlightedReferenceIds: [Int!]!
    highlightedReferences: [WpReference!]! @wpLink(from: "highlightedReferenceIds")
  }
`

export function typeDefinitions(): string {
  return [
    INTERFACES,
    SHARED_TYPES,
    ...POST_TYPES.map((type) => postTypeDefinition(type.nodeType, type.restType)),
  ].join('\n')
}
