import { graphql } from 'gatsby'
import { trailTo } from '../content/Breadcrumbs'
import { Seo } from './Seo'
import { shareImage } from './share-image'

/** What the head of a CMS item needs; pages, products and concepts all have these fields. */
interface SeoItem {
  title: string
  path: string
  metaDescription: string | null
  intro: string | null
  excerpt: string | null
  featuredImage?: { url: string; gatsbyImageData?: unknown } | null
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

export const query = graphql`
  fragment PageSeoFields on WpPage {
    title
    path
    intro
    excerpt
    metaDescription
  }
`
