import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { CalendarLink, RegistrationLink } from '../components/content/ActivityLinks'
import { Breadcrumbs } from '../components/content/Breadcrumbs'
import { FeatureImage } from '../components/content/FeatureImage'
import { RichText } from '../components/content/RichText'
import { Seo } from '../components/seo/Seo'
import { useActivityEvents } from '../components/seo/use-activity-events'
import { Container } from '../design/Container'
import { FactList, type Fact } from '../design/FactList'
import { Page } from '../design/Page'
import { space } from '../design/tokens'
import { dutchNowOfBuild, formatActivityDate } from '../lib/agenda'
import { shareImage } from '../components/seo/share-image'

type Activity = NonNullable<Queries.ActivityPageQuery['wpActivity']>

const crumbs = (activity: Activity) => [
  { name: 'Home', path: '/' },
  { name: 'Agenda', path: '/agenda' },
  { name: activity.title, path: activity.path },
]

/** Type, date and time (as the agenda shows them) and place. */
const Facts = ({ activity }: { activity: Activity }) => {
  const facts: Fact[] = [
    ['Soort', activity.activityTypes.map((type) => type.name).join(', ')],
    [
      'Wanneer',
      activity.start ? <time dateTime={activity.start}>{formatActivityDate(activity)}</time> : null,
    ],
    ['Waar', activity.location],
  ]
  return <FactList facts={facts} css={{ margin: `0 0 ${space.xl}` }} />
}

/** An activity of the agenda: its facts, the full text, how to sign up, the calendar file and the way back. */
const ActivityTemplate = ({ data }: PageProps<Queries.ActivityPageQuery>) => {
  const activity = data.wpActivity
  if (!activity) return null
  return (
    <Page
      title={activity.title}
      intro={activity.ownExcerpt}
      before={<Breadcrumbs crumbs={crumbs(activity)} />}
    >
      <Container width="text" css={{ marginTop: space.xl }}>
        <Facts activity={activity} />
        <p
          data-analytics-area="activity"
          css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, margin: `0 0 ${space.xl}` }}
        >
          <RegistrationLink activity={activity} label="Aanmelden" />
          <CalendarLink activity={activity} inList={false} />
        </p>
        {activity.featuredImage && (
          <div css={{ marginBottom: space.xl }}>
            <FeatureImage image={activity.featuredImage} />
          </div>
        )}
        <RichText html={activity.content} />
        <p css={{ marginTop: space.xl }}>
          <Link to="/agenda">Terug naar de agenda</Link>
        </p>
      </Container>
    </Page>
  )
}

export default ActivityTemplate

export const Head = ({ data }: HeadProps<Queries.ActivityPageQuery>) => {
  const activity = data.wpActivity
  const now = dutchNowOfBuild(data.site?.siteMetadata?.builtAt)
  const events = useActivityEvents(activity ? [activity] : [], now)
  if (!activity) return null
  return (
    <Seo
      title={activity.title}
      description={activity.excerpt}
      path={activity.path}
      image={shareImage(activity.featuredImage)}
      type="article"
      breadcrumbs={crumbs(activity)}
      structuredData={events}
    />
  )
}

export const query = graphql`
  query ActivityPage($id: String!) {
    site {
      siteMetadata {
        builtAt
      }
    }
    wpActivity(id: { eq: $id }) {
      ...ActivityFacts
      content
      ownExcerpt
      featuredImage {
        url
        altText
        gatsbyImageData(width: 720, sizes: "(min-width: 48rem) 45rem, 100vw")
      }
    }
  }
`
