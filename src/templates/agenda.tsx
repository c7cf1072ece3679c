import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { AgendaLists } from '../components/content/AgendaLists'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { Seo } from '../components/seo/Seo'
import { useActivityEvents } from '../components/seo/use-activity-events'
import { Container } from '../design/Container'
import { space } from '../design/tokens'
import { dutchNowOfBuild } from '../lib/agenda'

/**
 * The agenda: upcoming activities by date with their type, past ones separately. Built as of the build's clock,
 * shown as of the visitor's (AgendaLists): a page built last week does not list yesterday's webinar as upcoming.
 */
const AgendaTemplate = ({ data }: PageProps<Queries.AgendaPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  return (
    <Page title={page.title} intro={page.intro}>
      <Container width="text" css={{ marginTop: space.xl }}>
        <RichText html={page.content} />
        <AgendaLists
          activities={data.allWpActivity.nodes}
          buildNow={dutchNowOfBuild(data.site?.siteMetadata?.builtAt)}
        />
      </Container>
    </Page>
  )
}

export default AgendaTemplate

/** The upcoming activities as Event data, as of the build (what search engines read). */
export const Head = ({ data }: HeadProps<Queries.AgendaPageQuery>) => {
  const now = dutchNowOfBuild(data.site?.siteMetadata?.builtAt)
  const events = useActivityEvents(data.allWpActivity.nodes, now)
  const page = data.wpPage
  // PageSeo's fields, with the events added (PageSeo itself stays as the other templates load it)
  return page ? (
    <Seo
      title={page.title}
      description={page.metaDescription ?? page.intro ?? page.excerpt}
      path={page.path}
      structuredData={events}
    />
  ) : null
}

export const query = graphql`
  query AgendaPage($id: String!) {
    site {
      siteMetadata {
        builtAt
      }
    }
    wpPage(id: { eq: $id }) {
      ...PageSeoFields
      content
    }
    allWpActivity(filter: { listed: { eq: true } }, sort: { start: ASC }) {
      nodes {
        ...ActivityFacts
        featuredImage {
          url
          usable
        }
      }
    }
  }
`
