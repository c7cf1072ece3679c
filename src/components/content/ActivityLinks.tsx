import { Link } from 'gatsby'
import { activityCalendarPath } from '../../lib/calendar-paths'
import { classifyLink } from '../../lib/links'

export interface LinkedActivity {
  slug: string
  title: string
  path: string
  registrationUrl: string | null
  activityTypes: ReadonlyArray<{ slug: string }>
}

/**
 * The registration link: a site path navigates inside the app, another address is an ordinary link. The
 * `data-agenda-link` attributes are the hook for the data layer: its document-level click listener reads them, so
 * this component pushes nothing itself.
 */
export const RegistrationLink = ({ activity, label }: { activity: LinkedActivity; label: string }) => {
  const link = activity.registrationUrl ? classifyLink(activity.registrationUrl) : null
  const attributes = {
    'data-agenda-link': 'registration',
    'data-activity-slug': activity.slug,
    'data-activity-type': activity.activityTypes[0]?.slug ?? '',
  }
  if (link?.kind === 'internal') {
    return (
      <Link to={link.to} {...attributes}>
        {label}
      </Link>
    )
  }
  return link?.kind === 'external' ? (
    <a href={link.href} {...attributes}>
      {label}
    </a>
  ) : null
}

/**
 * "Zet in mijn agenda": the activity's .ics, written by the build next to its page. A plain link, not the app's
 * router: the browser downloads the file or hands it to the calendar app. In a list, the activity's title is
 * added to its name (after the visible text) so the links are told apart.
 */
export const CalendarLink = ({ activity, inList }: { activity: LinkedActivity; inList: boolean }) => (
  <a
    href={activityCalendarPath(activity)}
    type="text/calendar"
    data-agenda-link="calendar"
    data-activity-slug={activity.slug}
    aria-label={inList ? `Zet in mijn agenda: ${activity.title}` : undefined}
  >
    Zet in mijn agenda
  </a>
)
