import { colors, radii, space } from '../../design/tokens'
import { formatActivityDate } from '../../lib/agenda'
import { SmartLink } from '../layout/SmartLink'

export type Activity = Queries.AgendaPageQuery['allWpActivity']['nodes'][number]

/** The activity's type(s) as analytics reports them: the names, as the list shows them. */
const activityTypeOf = (activity: Activity) => activity.activityTypes.map((type) => type.name).join(', ')

/** Activities with date, type, place and a sign-up link; `headingLevel` keeps the outline correct. */
export const ActivityList = ({
  activities,
  showSignUp,
}: {
  activities: readonly Activity[]
  showSignUp: boolean
}) => (
  <ul data-analytics-area="agenda" css={{ listStyle: 'none', padding: 0, display: 'grid', gap: space.md }}>
    {activities.map((activity) => (
      <li key={activity.slug} css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}>
        <p
          css={{
            margin: 0,
            fontSize: '0.875rem',
            fontWeight: 700,
            color: colors.blue,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          }}
        >
          {activityTypeOf(activity)}
        </p>
        <h3 css={{ fontSize: '1.25rem', margin: `${space.xxs} 0` }}>{activity.title}</h3>
        <p css={{ margin: 0 }}>
          <time dateTime={activity.start ?? undefined}>{formatActivityDate(activity)}</time>
          {activity.location && ` · ${activity.location}`}
        </p>
        {activity.excerpt && (
          <p css={{ margin: `${space.xs} 0 0`, color: colors.textMuted }}>{activity.excerpt}</p>
        )}
        {showSignUp && activity.registrationUrl && (
          <p css={{ margin: `${space.sm} 0 0` }}>
            <SmartLink
              url={activity.registrationUrl}
              data-agenda-link="registration"
              data-activity-slug={activity.slug}
              data-activity-type={activityTypeOf(activity)}
            >
              Aanmelden voor {activity.title}
            </SmartLink>
          </p>
        )}
      </li>
    ))}
  </ul>
)
