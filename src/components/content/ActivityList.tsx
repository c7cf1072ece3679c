import type { ComponentPropsWithoutRef } from 'react'
import { graphql, Link } from 'gatsby'
import { colors, fontWeights, radii, space } from '../../design/tokens'
import { formatActivityDate } from '../../lib/agenda'
import { CalendarLink, RegistrationLink } from './ActivityLinks'

export type Activity = Queries.AgendaPageQuery['allWpActivity']['nodes'][number]

const linkRow = { margin: `${space.sm} 0 0`, display: 'flex', flexWrap: 'wrap', gap: space.md } as const

/** Activities with date, type, place, a link to the activity's page and, for upcoming ones, sign-up and calendar. */
export const ActivityList = ({
  activities,
  showSignUp,
  itemAttributes,
}: {
  activities: readonly Activity[]
  showSignUp: boolean
  /** further attributes of an activity's <li> (the agenda's marks for a visitor's clock ahead of the build) */
  itemAttributes?: (activity: Activity, index: number) => ComponentPropsWithoutRef<'li'>
}) => (
  <ul data-analytics-area="agenda" css={{ listStyle: 'none', padding: 0, display: 'grid', gap: space.md }}>
    {activities.map((activity, index) => (
      <li
        key={activity.slug}
        css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}
        {...itemAttributes?.(activity, index)}
      >
        <p
          css={{
            margin: 0,
            fontSize: '0.875rem',
            fontWeight: fontWeights.bold,
            color: colors.blue,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          }}
        >
          {activity.activityTypes.map((type) => type.name).join(', ')}
        </p>
        <h3 css={{ fontSize: '1.25rem', margin: `${space.xxs} 0` }}>
          <Link to={activity.path}>{activity.title}</Link>
        </h3>
        <p css={{ margin: 0 }}>
          <time dateTime={activity.start ?? undefined}>{formatActivityDate(activity)}</time>
          {activity.location && ` · ${activity.location}`}
        </p>
        {activity.excerpt && (
          <p css={{ margin: `${space.xs} 0 0`, color: colors.textMuted }}>{activity.excerpt}</p>
        )}
        {showSignUp && (
          <p css={linkRow}>
            <RegistrationLink activity={activity} label={`Aanmelden voor ${activity.title}`} />
            <CalendarLink activity={activity} inList />
          </p>
        )}
      </li>
    ))}
  </ul>
)

/** What the agenda's list and an activity's page both show of an activity (its page adds the full text). */
export const query = graphql`
  fragment ActivityFacts on WpActivity {
    slug
    title
    path
    excerpt
    start
    end
    location
    registrationUrl
    activityTypes {
      name
      slug
    }
  }
`
