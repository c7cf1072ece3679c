/** The agenda's feed to subscribe to, with its own cache rule in the header table. */
export const AGENDA_FEED_PATH = '/agenda.ics'

/** An activity's calendar file, next to its page: `/agenda/{slug}/{slug}.ics` (the name a download gets). */
export const activityCalendarPath = (activity: { path: string; slug: string }): string =>
  `${activity.path}/${activity.slug}.ics`
