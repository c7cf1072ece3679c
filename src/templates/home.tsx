import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { CardGrid, ContentCard } from '../components/content/ContentCard'
import { Hero } from '../components/home/Hero'
import { Intro } from '../components/home/Intro'
import { QuoteList } from '../components/home/QuoteList'
import { UspList } from '../components/home/UspList'
import { Seo } from '../components/seo/Seo'
import { Container } from '../design/Container'
import { Section } from '../design/Section'
import { shareImage } from '../components/seo/share-image'

/** The home page: hero, what sets us apart, an introduction, highlighted products and customer stories. */
const HomeTemplate = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const page = data.wpFrontPage
  if (!page) return null
  return (
    <>
      <Hero {...page} />
      <Container>
        {page.usps.length > 0 && (
          <Section id="waarom" title="Waarom praktijken voor ons kiezen">
            <UspList usps={page.usps} />
          </Section>
        )}
        {(page.introTitle || page.introText) && <Intro title={page.introTitle} html={page.introText} />}
        {page.highlightedProducts.length > 0 && (
          <Section id="producten" title="Onze producten en diensten">
            <CardGrid>
              {page.highlightedProducts.map((product) => (
                <ContentCard
                  key={product.path}
                  title={product.title}
                  text={product.intro ?? product.excerpt}
                  to={product.path}
                  image={product.featuredImage}
                />
              ))}
            </CardGrid>
          </Section>
        )}
        {page.highlightedReferences.length > 0 && (
          <Section id="referenties" title="Wat praktijken zeggen">
            <QuoteList references={page.highlightedReferences} />
          </Section>
        )}
      </Container>
    </>
  )
}

export default HomeTemplate

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => {
  const page = data.wpFrontPage
  return (
    <Seo
      title={page?.heroTitle ?? page?.title ?? ''}
      description={page?.metaDescription ?? page?.heroText}
      path="/"
      image={shareImage(page?.heroImage)}
    />
  )
}

export const query = graphql`
  query HomePage($id: String!) {
    wpFrontPage(id: { eq: $id }) {
      title
      metaDescription
      heroTitle
      heroText
      heroButton {
        title
        url
        target
      }
      heroImage {
        url
        altText
        gatsbyImageData(width: 640, sizes: "(min-width: 64rem) 34rem, 100vw", placeholder: NONE)
      }
      usps {
        title
        text
      }
      introTitle
      introText
      highlightedProducts {
        title
        path
        intro
        excerpt
        featuredImage {
          altText
          gatsbyImageData(width: 480, sizes: "(min-width: 64rem) 22rem, 100vw")
        }
      }
      highlightedReferences {
        title
        path
        practiceName
        quote
      }
    }
  }
`
