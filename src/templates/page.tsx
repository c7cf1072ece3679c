import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs, trailTo } from '../components/content/Breadcrumbs'
import { CardGrid, ContentCard } from '../components/content/ContentCard'
import { FeatureImage } from '../components/content/FeatureImage'
import { Page } from '../design/Page'
import { PartnerList } from '../components/content/PartnerList'
import { PeopleList } from '../components/content/PeopleList'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { Section } from '../design/Section'
import { space } from '../design/tokens'

/** A generic content page (and child page): text, image, its child pages, and optionally the team and partners. */
const PageTemplate = ({ data }: PageProps<Queries.GenericPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  const children = [...page.childItems].sort((a, b) => a.menuOrder - b.menuOrder)
  return (
    <Page
      title={page.title}
      intro={page.intro}
      before={page.parentItem ? <Breadcrumbs crumbs={trailTo(page)} /> : undefined}
    >
      <Container width="text" css={{ marginTop: space.xl }}>
        {page.featuredImage && (
          <div css={{ marginBottom: space.xl }}>
            <FeatureImage image={page.featuredImage} eager />
          </div>
        )}
        <RichText html={page.content} />
      </Container>
      <Container>
        {children.length > 0 && (
          <Section id="subpaginas" title="Lees verder">
            <CardGrid>
              {children.map((child) => (
                <ContentCard
                  key={child.path}
                  title={child.title}
                  text={child.intro ?? child.excerpt}
                  to={child.path}
                />
              ))}
            </CardGrid>
          </Section>
        )}
        {data.allWpPerson && data.allWpPerson.nodes.length > 0 && (
          <PeopleList people={data.allWpPerson.nodes} />
        )}
        {data.allWpPartner && data.allWpPartner.nodes.length > 0 && (
          <PartnerList partners={data.allWpPartner.nodes} />
        )}
      </Container>
    </Page>
  )
}

export default PageTemplate

export const Head = ({ data }: HeadProps<Queries.GenericPageQuery>) => <PageSeo page={data.wpPage} />

export const query = graphql`
  query GenericPage($id: String!, $showPeople: Boolean = false, $showPartners: Boolean = false) {
    wpPage(id: { eq: $id }) {
      ...PageSeoFields
      content
      showPeople
      showPartners
      featuredImage {
        url
        altText
        gatsbyImageData(width: 704, sizes: "(min-width: 44rem) 42rem, 100vw")
      }
      childItems {
        ...ContentCardFields
      }
    }
    allWpPerson(filter: { listed: { eq: true } }, sort: { menuOrder: ASC }) @include(if: $showPeople) {
      nodes {
        slug
        title
        role
        email
        linkedin
        featuredImage {
          altText
          gatsbyImageData(width: 240, aspectRatio: 1)
        }
      }
    }
    allWpPartner(filter: { listed: { eq: true } }, sort: { menuOrder: ASC }) @include(if: $showPartners) {
      nodes {
        slug
        title
        description
        website
      }
    }
  }
`
