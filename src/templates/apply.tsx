import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { RichText } from '../components/content/RichText'
import { VacancyList } from '../components/content/VacancyList'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { Divider } from '../design/Divider'
import { List } from '../design/List'
import { Page } from '../design/Page'
import { Section } from '../design/Section'
import { space } from '../design/tokens'
import { telHref } from '../lib/contact-links'

/** Applying: the open vacancies and how to send a letter and CV (e-mail and phone from the site options). */
const ApplyTemplate = ({ data }: PageProps<Queries.ApplyPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  const options = data.wpSiteOptions
  return (
    <Page title={page.title} intro={page.intro}>
      <Container width="text" css={{ marginTop: space.xl }}>
        <RichText html={page.content} />
        <Section id="open-vacatures" title="Open vacatures" spacing="xl">
          <VacancyList vacancies={data.allWpCareer.nodes} />
        </Section>
        <Divider />
        <Section
          id="zo-solliciteer-je"
          title="Zo solliciteer je"
          titleSize="large"
          spacing="none"
          data-analytics-area="vacancy"
        >
          <List variant="numbers" gap="xs">
            <li>Kies een vacature, of schrijf een open sollicitatie.</li>
            <li>
              Stuur je motivatie en cv naar{' '}
              {options?.emailAddress ? (
                <a href={`mailto:${options.emailAddress}?subject=Sollicitatie`}>{options.emailAddress}</a>
              ) : (
                'ons'
              )}
              , met de naam van de vacature in het onderwerp.
            </li>
            <li>
              Binnen vijf werkdagen hoor je van ons; een kennismaking volgt bij ons op kantoor of online.
            </li>
          </List>
          {options?.phoneNumber && (
            <p>
              Vragen over een vacature? Bel <a href={telHref(options.phoneNumber)}>{options.phoneNumber}</a>.
            </p>
          )}
        </Section>
      </Container>
    </Page>
  )
}

export default ApplyTemplate

export const Head = ({ data }: HeadProps<Queries.ApplyPageQuery>) => <PageSeo page={data.wpPage} />

export const query = graphql`
  query ApplyPage($id: String!) {
    wpPage(id: { eq: $id }) {
      ...PageSeoFields
      content
    }
    wpSiteOptions {
      emailAddress
      phoneNumber
    }
    allWpCareer(filter: { listed: { eq: true } }, sort: { menuOrder: ASC }) {
      nodes {
        title
        path
        location
        hours
      }
    }
  }
`
