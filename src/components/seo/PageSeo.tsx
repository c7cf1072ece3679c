import { graphql } from 'gatsby'
import { trailTo } from '../content/Breadcrumbs'
import { Seo } from './Seo'
import { shareImage } from './share-image'

/** What the head of a CMS item needs (the PageSeoFields fragment below). */
interface SeoItem {
  title: string
  path: string
  metaDescription?: string | null
  intro?: string | null
  excerpt: string | null
  featuredImage?: { url: string; gatsbyImageData?: unknown; usable?: boolean } | null
  parentItem?: { title: string; path: string } | null
}

/**
 * The Head of a CMS item: its title, a description from the SEO field, the intro or the excerpt, its image for
 * sharing, and breadcrumbs when it is a child.
 */
export const PageSeo = ({ page }: { page: SeoItem | null }) =>
  page ? (
    <Seo
      title={page.title}
      description={page.metaDescription ?? page.intro ?? page.excerpt}
      path={page.path}
      image={shareImage(page.featuredImage)}
      breadcrumbs={page.parentItem ? trailTo({ ...page, parentItem: page.parentItem }) : undefined}
    />
  ) : null

/** What PageSeo reads, from any item: on the interfaces every post type shares (the source plugin's type-defs.ts). */
export const query = graphql`
  fragment PageSeoFields on WpContentNode {
    title
    path
    excerpt
    parentItem {
      title
      path
    }
    ... on WpNodeWithSeo {
      metaDescription
      intro
    }
    ... on WpNodeWithFeaturedImage {
      featuredImage {
        url
        usable
      }
    }
  }
`
