import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { BenefitList } from '../components/content/BenefitList'
import { Breadcrumbs } from '../components/content/Breadcrumbs'
import { FeatureImage } from '../components/content/FeatureImage'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { Seo } from '../components/seo/Seo'
import { ButtonLink } from '../design/Button'
import { Container } from '../design/Container'
import { MainAndAside } from '../design/MainAndAside'
import { FactList, type Fact } from '../design/FactList'
import { Section } from '../design/Section'
import { space } from '../design/tokens'
import { jobPosting } from '../lib/job-posting'
import { absoluteUrl } from '../lib/paths'
import { shareImage } from '../components/seo/share-image'

type Vacancy = NonNullable<Queries.VacancyPageQuery['wpCareer']>

const applyPath = (vacancy: Vacancy) => `/solliciteren?vacature=${encodeURIComponent(vacancy.slug)}`

const Facts = ({ vacancy }: { vacancy: Vacancy }) => {
  const facts = [
    ['Locatie', vacancy.location],
    ['Uren', vacancy.hours],
    ['Dienstverband', vacancy.employmentTypeLabel],
    ['Salaris', vacancy.salary],
  ] satisfies Fact[]
  return <FactList facts={facts} />
}

/** A vacancy: the facts, the text, what we offer (benefit icons) and a clear route to apply. */
const VacancyTemplate = ({ data }: PageProps<Queries.VacancyPageQuery>) => {
  const vacancy = data.wpCareer
  if (!vacancy) return null
  const apply = <ButtonLink to={applyPath(vacancy)}>Solliciteer op deze vacature</ButtonLink>
  return (
    <Page
      title={vacancy.title}
      intro={vacancy.ownExcerpt}
      before={
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Solliciteren', path: '/solliciteren' },
            { name: vacancy.title, path: vacancy.path },
          ]}
        />
      }
      after={apply}
    >
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <RichText html={vacancy.content} />
          <div css={{ display: 'grid', gap: space.lg }}>
            <Facts vacancy={vacancy} />
            <FeatureImage image={vacancy.featuredImage} />
          </div>
        </MainAndAside>
        {vacancy.benefits.length > 0 && (
          <Section id="wat-wij-bieden" title="Wat wij bieden">
            <BenefitList keys={vacancy.benefits} />
          </Section>
        )}
        <p css={{ marginTop: space.xl }}>{apply}</p>
      </Container>
    </Page>
  )
}

export default VacancyTemplate

export const Head = ({ data }: HeadProps<Queries.VacancyPageQuery>) => {
  const vacancy = data.wpCareer
  if (!vacancy) return null
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? ''
  const posting = jobPosting({
    title: vacancy.title,
    description: vacancy.content,
    // Google for Jobs needs the day it was posted; without the editor's date that is the day it was published.
    datePosted: vacancy.datePosted ?? vacancy.date.slice(0, 10),
    validThrough: vacancy.validThrough,
    employmentType: vacancy.employmentType,
    location: vacancy.location,
    organisation: { name: data.wpSiteOptions?.companyName ?? '', url: absoluteUrl(siteUrl, '/') },
  })
  return (
    <Seo
      title={`Vacature: ${vacancy.title}`}
      description={vacancy.excerpt}
      path={vacancy.path}
      image={shareImage(vacancy.featuredImage)}
      type="article"
      structuredData={[posting]}
    />
  )
}

export const query = graphql`
  query VacancyPage($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    wpSiteOptions {
      companyName
    }
    wpCareer(id: { eq: $id }) {
      title
      slug
      path
      excerpt
      ownExcerpt
      content
      location
      hours
      employmentType
      employmentTypeLabel
      salary
      date
      datePosted
      validThrough
      benefits
      featuredImage {
        url
        altText
        gatsbyImageData(width: 560, sizes: "(min-width: 64rem) 28rem, 100vw")
      }
    }
  }
`
