/** The agenda's feed to subscribe to, with its own cache rule in the header table. */
export const AGENDA_FEED_PATH = '/agenda.ics'

/** An activity's calendar file, next to its page: `/agenda/{slug}/{slug}.ics` (the name a download gets). */
export const activityCalendarPath = (activity: { path: string; slug: string }): string =>
  `${activity.path}/${activity.slug}.ics`

/**
 * The moments after the build at which the agenda changes (an activity starts or ends), as instants: the
 * publishing clock (server/publish/clock.ts) builds again then, so an activity that has ended leaves
 * "upcoming" on the live site without anyone saving anything.
 */
export const AGENDA_MOMENTS_PATH = '/agenda/moments.json'

export interface AgendaMoments {
  /** ISO instants, soonest first */
  moments: string[]
}
