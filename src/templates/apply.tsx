import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { Divider } from '../design/Divider'
import { List } from '../design/List'
import { telHref } from '../lib/contact-links'
import { Title } from '../design/Title'
import { colors, radii, space } from '../design/tokens'

/** Applying: the open vacancies and how to send a letter and CV (e-mail and phone from the site options). */
const ApplyTemplate = ({ data }: PageProps<Queries.ApplyPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  const options = data.wpSiteOptions
  const vacancies = data.allWpCareer.nodes
  return (
    <Page title={page.title} intro={page.intro}>
      <Container width="text" css={{ marginTop: space.xl }}>
        <RichText html={page.content} />
        <section aria-labelledby="open-vacatures" css={{ marginTop: space.xl }}>
          <Title tag="h2" id="open-vacatures" size="xlarge">
            Open vacatures
          </Title>
          {vacancies.length > 0 ? (
            <List>
              {vacancies.map((vacancy) => (
                <li
                  key={vacancy.path}
                  css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}
                >
                  <h3 css={{ fontSize: '1.25rem', marginBottom: space.xxs }}>
                    <Link to={vacancy.path}>{vacancy.title}</Link>
                  </h3>
                  <p css={{ margin: 0, color: colors.textMuted }}>
                    {[vacancy.location, vacancy.hours].filter(Boolean).join(' · ')}
                  </p>
                </li>
              ))}
            </List>
          ) : (
            <p>Er zijn op dit moment geen open vacatures. Een open sollicitatie is altijd welkom.</p>
          )}
        </section>
        <Divider />
        <section aria-labelledby="zo-solliciteer-je" data-analytics-area="vacancy">
          <Title tag="h2" id="zo-solliciteer-je" size="large">
            Zo solliciteer je
          </Title>
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
        </section>
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
    allWpCareer(sort: { menuOrder: ASC }) {
      nodes {
        title
        path
        location
        hours
      }
    }
  }
`
