import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs, trailTo } from '../components/content/Breadcrumbs'
import { CardGrid, ContentCard } from '../components/content/ContentCard'
import { ContactCallout } from '../components/content/ContactCallout'
import { FeatureImage } from '../components/content/FeatureImage'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { List } from '../design/List'
import { MainAndAside } from '../design/MainAndAside'
import { Section } from '../design/Section'
import { colors, radii, space } from '../design/tokens'

type Product = NonNullable<Queries.ProductPageQuery['wpProduct']>

const Features = ({ features }: { features: Product['features'] }) => (
  <Section id="kenmerken" title="Wat u ermee kunt" layoutWhenNear>
    <List layout="grid" minColumn="20rem">
      {features.map((feature) => (
        <li
          key={feature.title}
          css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}
        >
          <h3 css={{ fontSize: '1.125rem', marginBottom: space.xs }}>{feature.title}</h3>
          <p css={{ margin: 0 }}>{feature.text}</p>
        </li>
      ))}
    </List>
  </Section>
)

/** A product or service, or one of its modules: image, text, features, its modules and a call to contact. */
const ProductTemplate = ({ data }: PageProps<Queries.ProductPageQuery>) => {
  const product = data.wpProduct
  if (!product) return null
  const children = [...product.childItems].sort((a, b) => a.menuOrder - b.menuOrder)
  return (
    <Page
      title={product.title}
      subtitle={product.subtitle}
      intro={product.intro}
      before={<Breadcrumbs crumbs={trailTo(product)} />}
    >
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <RichText html={product.content} />
          <FeatureImage image={product.featuredImage} eager />
        </MainAndAside>
        {product.features.length > 0 && <Features features={product.features} />}
        {children.length > 0 && (
          <Section id="modules" title={<>Onderdelen van {product.title}</>} layoutWhenNear>
            <CardGrid>
              {children.map((child) => (
                <ContentCard
                  key={child.path}
                  title={child.title}
                  text={child.intro ?? child.excerpt}
                  to={child.path}
                  image={child.featuredImage}
                />
              ))}
            </CardGrid>
          </Section>
        )}
      </Container>
      <ContactCallout subject={product.title} />
    </Page>
  )
}

export default ProductTemplate

export const Head = ({ data }: HeadProps<Queries.ProductPageQuery>) => <PageSeo page={data.wpProduct} />

export const query = graphql`
  query ProductPage($id: String!) {
    wpProduct(id: { eq: $id }) {
      ...PageSeoFields
      subtitle
      content
      features {
        title
        text
      }
      featuredImage {
        url
        altText
        gatsbyImageData(width: 720, sizes: "(min-width: 64rem) 28rem, 100vw")
      }
      childItems {
        ...ContentCardFields
        featuredImage {
          altText
          gatsbyImageData(width: 480, sizes: "(min-width: 64rem) 22rem, 100vw")
        }
      }
    }
  }
`
