import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ResponsiveImage } from '../design/ResponsiveImage'
import { CardGrid, ContentCard } from '../components/content/ContentCard'
import { RichText } from '../components/content/RichText'
import { SmartLink } from '../components/layout/SmartLink'
import { Seo } from '../components/seo/Seo'
import { Container } from '../design/Container'
import { Illustration } from '../design/illustrations/Illustration'
import { ILLUSTRATION_NAMES } from '../design/illustrations/shapes'
import { List } from '../design/List'
import { Title } from '../design/Title'
import { Section } from '../design/Section'
import { breakpoints, colors, radii, space } from '../design/tokens'

type FrontPage = NonNullable<Queries.HomePageQuery['wpFrontPage']>

const Hero = ({ page }: { page: FrontPage }) => (
  <header css={{ background: colors.surface, padding: `${space.xxl} 0` }}>
    <Container>
      <div
        css={{
          display: 'grid',
          gap: space.xl,
          alignItems: 'center',
          [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <div>
          <Title tag="h1" size="xxxlarge" variant="primary">
            {page.heroTitle ?? page.title}
          </Title>
          {page.heroText && <p css={{ fontSize: '1.25rem', color: colors.textMuted }}>{page.heroText}</p>}
          {page.heroButton && (
            <SmartLink
              url={page.heroButton.url}
              target={page.heroButton.target}
              css={{
                display: 'inline-block',
                background: colors.blue,
                color: colors.onBlue,
                padding: `${space.sm} ${space.lg}`,
                borderRadius: radii.round,
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {page.heroButton.title}
            </SmartLink>
          )}
        </div>
        {page.heroImage?.gatsbyImageData && (
          <ResponsiveImage
            image={page.heroImage.gatsbyImageData}
            alt={page.heroImage.altText}
            priority
            css={{ borderRadius: radii.lg }}
          />
        )}
      </div>
    </Container>
  </header>
)

/** The home page: hero, what sets us apart, an introduction, highlighted products and customer stories. */
const HomeTemplate = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const page = data.wpFrontPage
  if (!page) return null
  return (
    <>
      <Hero page={page} />
      <Container>
        {page.usps.length > 0 && (
          <Section id="waarom" title="Waarom praktijken voor ons kiezen">
            <List layout="grid" gap="lg">
              {page.usps.map((usp, index) => (
                <li key={usp.title}>
                  <Illustration name={ILLUSTRATION_NAMES[index % ILLUSTRATION_NAMES.length] ?? 'tooth'} />
                  <h3 css={{ fontSize: '1.125rem', margin: `${space.sm} 0 ${space.xs}` }}>{usp.title}</h3>
                  <p css={{ margin: 0 }}>{usp.text}</p>
                </li>
              ))}
            </List>
          </Section>
        )}
        {(page.introTitle || page.introText) && (
          <section aria-labelledby="introductie" css={{ marginTop: space.xxl, maxWidth: '44rem' }}>
            {page.introTitle && (
              <Title tag="h2" id="introductie" size="xlarge">
                {page.introTitle}
              </Title>
            )}
            {page.introText && <RichText html={page.introText} />}
          </section>
        )}
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
            <List layout="grid" gap="lg" minColumn="16rem">
              {page.highlightedReferences.map((reference) => (
                <li
                  key={reference.path}
                  css={{ background: colors.surface, borderRadius: radii.lg, padding: space.lg }}
                >
                  <blockquote css={{ margin: 0 }}>
                    <p>“{reference.quote}”</p>
                  </blockquote>
                  <Link to={reference.path}>{reference.practiceName ?? reference.title}</Link>
                </li>
              ))}
            </List>
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
      image={page?.heroImage?.url}
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
