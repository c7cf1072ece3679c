import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContactCallout } from '../components/content/ContactCallout'
import { FeatureImage } from '../components/content/FeatureImage'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { space } from '../design/tokens'

/** A concept: a way of working the products make possible, with its story and a call to contact. */
const ConceptTemplate = ({ data }: PageProps<Queries.ConceptPageQuery>) => {
  const concept = data.wpConcept
  if (!concept) return null
  return (
    <Page title={concept.title} subtitle={concept.subtitle} intro={concept.intro} size="large">
      <Container width="text" css={{ marginTop: space.xl }}>
        {concept.featuredImage && (
          <div css={{ marginBottom: space.xl }}>
            <FeatureImage image={concept.featuredImage} eager />
          </div>
        )}
        <RichText html={concept.content} />
      </Container>
      <ContactCallout subject={concept.title} />
    </Page>
  )
}

export default ConceptTemplate

export const Head = ({ data }: HeadProps<Queries.ConceptPageQuery>) => <PageSeo page={data.wpConcept} />

export const query = graphql`
  query ConceptPage($id: String!) {
    wpConcept(id: { eq: $id }) {
      ...PageSeoFields
      subtitle
      content
      featuredImage {
        url
        altText
        gatsbyImageData(width: 704, sizes: "(min-width: 44rem) 42rem, 100vw")
      }
    }
  }
`
