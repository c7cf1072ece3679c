import { graphql } from 'gatsby'
import { Seo } from './Seo'

/** The Head of a CMS page: its title, and a description from the SEO field, the intro or the excerpt. */
export const PageSeo = ({ page }: { page: Queries.PageSeoFieldsFragment | null }) =>
  page ? (
    <Seo
      title={page.title}
      description={page.metaDescription ?? page.intro ?? page.excerpt}
      path={page.path}
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
