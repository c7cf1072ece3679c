import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { FeatureImage } from '../components/content/FeatureImage'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { Seo } from '../components/seo/Seo'
import { Container } from '../design/Container'
import { MainAndAside } from '../design/MainAndAside'
import { Section } from '../design/Section'
import { colors, fontSizes, fontWeights, radii, space } from '../design/tokens'
import { shareImage } from '../components/seo/share-image'

type Reference = NonNullable<Queries.ReferencePageQuery['wpReference']>

const Quote = ({ reference }: { reference: Reference }) =>
  reference.quote ? (
    <figure css={{ margin: 0, background: colors.surfaceStrong, borderRadius: radii.lg, padding: space.xl }}>
      <blockquote
        css={{ margin: 0, fontSize: fontSizes.large, color: colors.blueDark, fontWeight: fontWeights.bold }}
      >
        <p css={{ margin: 0 }}>“{reference.quote}”</p>
      </blockquote>
      {reference.personName && (
        <figcaption css={{ marginTop: space.md }}>
          {reference.personName}
          {reference.personRole && `, ${reference.personRole}`}
        </figcaption>
      )}
    </figure>
  ) : null

/** A customer story: the practice, where it is, its quote, the story and the products it uses. */
const ReferenceTemplate = ({ data }: PageProps<Queries.ReferencePageQuery>) => {
  const reference = data.wpReference
  if (!reference) return null
  const practice = [reference.practiceName, reference.location].filter(Boolean).join(', ')
  return (
    <Page title={reference.title} intro={practice || null}>
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <div>
            <Quote reference={reference} />
            <RichText html={reference.content} css={{ marginTop: space.xl }} />
          </div>
          <div>
            <FeatureImage image={reference.featuredImage} eager />
            {reference.products.length > 0 && (
              <Section
                id="gebruikte-producten"
                title="Gebruikt in deze praktijk"
                titleSize="medium"
                spacing="lg"
              >
                <ul>
                  {reference.products.map((product) => (
                    <li key={product.path}>
                      <Link to={product.path}>{product.title}</Link>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </MainAndAside>
      </Container>
    </Page>
  )
}

export default ReferenceTemplate

export const Head = ({ data }: HeadProps<Queries.ReferencePageQuery>) => {
  const reference = data.wpReference
  if (!reference) return null
  return (
    <Seo
      title={reference.title}
      description={reference.quote ?? reference.excerpt}
      path={reference.path}
      image={shareImage(reference.featuredImage)}
      type="article"
    />
  )
}

export const query = graphql`
  query ReferencePage($id: String!) {
    wpReference(id: { eq: $id }) {
      title
      path
      excerpt
      content
      practiceName
      location
      quote
      personName
      personRole
      products {
        title
        path
      }
      featuredImage {
        url
        altText
        gatsbyImageData(width: 560, sizes: "(min-width: 64rem) 28rem, 100vw")
      }
    }
  }
`
