import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { dutchNow } from '../lib/agenda'
import { activityCalendarPath, AGENDA_FEED_PATH, AGENDA_MOMENTS_PATH } from '../lib/calendar-paths'
import { agendaMoments } from './agenda-moments'
import { activityCalendar, agendaFeed, type CalendarActivity, type CalendarSite } from './calendar'
import { inBatches } from './hosting/in-batches'
import { writeIfChanged } from './write-if-changed'

const ACTIVITIES_QUERY = `
  query CalendarActivities {
    allWpActivity(filter: { listed: { eq: true } }, sort: { start: ASC }) {
      nodes { databaseId slug title path excerpt content start end location registrationUrl modified }
    }
  }
`

/** How long a past activity stays in the feed: a subscriber still finds last month's webinar. */
const RECENT_DAYS = 90

/** `now` minus a number of days, in the form of activity dates. */
const daysBefore = (now: Date, days: number) => dutchNow(new Date(now.getTime() - days * 86_400_000))

/** Upcoming activities and those of the last RECENT_DAYS days, in the feed's order. */
export function feedActivities<T extends { start: string | null; end: string | null }>(
  activities: readonly T[],
  now: Date,
): T[] {
  const since = daysBefore(now, RECENT_DAYS)
  return activities.filter((activity) => activity.start !== null && (activity.end ?? activity.start) >= since)
}

/** Calendar files of activities that no longer exist (unpublished, renamed): the build does not leave them. */
async function removeStaleFiles(agendaDir: string, keep: ReadonlySet<string>): Promise<void> {
  const folders = await readdir(agendaDir, { withFileTypes: true }).catch(() => [])
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const files = await readdir(path.join(agendaDir, folder.name))
    for (const file of files.filter((name) => name.endsWith('.ics'))) {
      if (!keep.has(`/agenda/${folder.name}/${file}`)) await rm(path.join(agendaDir, folder.name, file))
    }
  }
}

/**
 * "Zet in mijn agenda": an .ics next to each activity's page, and the feed of the agenda to subscribe to, each
 * written only when it changed. Returns how many activities there are.
 */
export async function writeCalendarFiles(
  graphql: CreatePagesArgs['graphql'],
  publicDir: string,
  site: CalendarSite,
  now: Date,
): Promise<number> {
  const result = await graphql<{
    allWpActivity: { nodes: Array<CalendarActivity & { start: string | null }> }
  }>(ACTIVITIES_QUERY)
  if (result.errors || !result.data) {
    throw new Error(`Could not read the activities from the data layer: ${JSON.stringify(result.errors)}`)
  }
  const activities = result.data.allWpActivity.nodes.filter(
    (activity): activity is CalendarActivity => activity.start !== null,
  )
  const files = new Set(activities.map(activityCalendarPath))
  await removeStaleFiles(path.join(publicDir, 'agenda'), files)
  // A few at a time: each is read to compare, and thousands of activities must not open thousands of files.
  await inBatches(activities, 32, (activity) =>
    writeIfChanged(path.join(publicDir, activityCalendarPath(activity)), activityCalendar(activity, site)),
  )
  await writeIfChanged(
    path.join(publicDir, AGENDA_FEED_PATH),
    agendaFeed(feedActivities(activities, now), site),
  )
  await writeIfChanged(
    path.join(publicDir, AGENDA_MOMENTS_PATH),
    JSON.stringify(agendaMoments(activities, now)),
  )
  return activities.length
}
