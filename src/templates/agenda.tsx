import { useEffect, useState } from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ActivityList } from '../components/content/ActivityList'
import { Page } from '../design/Page'
import { RichText } from '../components/content/RichText'
import { Seo } from '../components/seo/Seo'
import { useActivityEvents } from '../components/seo/use-activity-events'
import { Container } from '../design/Container'
import { Section } from '../design/Section'
import { space } from '../design/tokens'
import { dutchNow, dutchNowOfBuild, splitByDate } from '../lib/agenda'
import { AGENDA_FEED_PATH } from '../lib/calendar-paths'

/**
 * The agenda: upcoming activities by date with their type, past ones separately. Split at build time, then again
 * in the browser, so a page built last week does not list yesterday's webinar as upcoming.
 */
const AgendaTemplate = ({ data }: PageProps<Queries.AgendaPageQuery>) => {
  const [now, setNow] = useState(() => dutchNowOfBuild(data.site?.siteMetadata?.builtAt))
  useEffect(() => {
    setNow(dutchNow(new Date()))
  }, [])
  const page = data.wpPage
  if (!page) return null
  const { upcoming, past } = splitByDate(data.allWpActivity.nodes, now)
  return (
    <Page title={page.title} intro={page.intro}>
      <Container width="text" css={{ marginTop: space.xl }}>
        <RichText html={page.content} />
        <Section id="komende-activiteiten" title="Komende activiteiten" spacing="xl">
          <p>
            {/* The data layer's click listener reads these attributes (the feed counts as a calendar link). */}
            <a
              href={AGENDA_FEED_PATH}
              type="text/calendar"
              data-agenda-link="calendar"
              data-activity-slug="feed"
            >
              Abonneer op de agenda
            </a>
          </p>
          {upcoming.length > 0 ? (
            <ActivityList activities={upcoming} showSignUp />
          ) : (
            <p>Er staan op dit moment geen activiteiten gepland.</p>
          )}
        </Section>
        {past.length > 0 && (
          <Section id="eerdere-activiteiten" title="Eerdere activiteiten" titleSize="large">
            <ActivityList activities={past} showSignUp={false} />
          </Section>
        )}
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
