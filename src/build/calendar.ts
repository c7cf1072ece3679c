import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import ical, { type ICalCalendar } from 'ical-generator'
import { withDutchOffset } from '../lib/agenda'
import { absoluteUrl } from '../lib/paths'
import { htmlToText } from './html-to-text'

dayjs.extend(utc)
dayjs.extend(timezone)

export const CALENDAR_ZONE = 'Europe/Amsterdam'

/**
 * The zone's rules since 1996 (the EU's last Sunday of March and of October), so a calendar app that has no zone
 * database of its own (or an older one) still places the times right.
 */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

export interface CalendarActivity {
  databaseId: number
  slug: string
  title: string
  path: string
  /** plain text */
  excerpt: string
  /** sanitised HTML */
  content: string
  start: string
  end: string | null
  location: string | null
  registrationUrl: string | null
  modified: string
}

export interface CalendarSite {
  siteUrl: string
  siteTitle: string
}

/** A date without a time (or at midnight) is a whole day, as the agenda shows it. */
const isWholeDay = (wallClock: string) => !wallClock.includes('T') || wallClock.endsWith('T00:00:00')
const inZone = (wallClock: string) => dayjs(withDutchOffset(wallClock)).tz(CALENDAR_ZONE)

/** The UID stays the same when the title, the slug or the time changes: calendar apps update, not duplicate. */
export const activityUid = (activity: Pick<CalendarActivity, 'databaseId'>, siteUrl: string): string =>
  `activiteit-${activity.databaseId}@${new URL(siteUrl).hostname}`

function description(activity: CalendarActivity, url: string): string {
  const text = htmlToText(activity.content) || activity.excerpt
  const signUp = activity.registrationUrl ? `\n\nAanmelden: ${activity.registrationUrl}` : ''
  return `${text}${signUp}\n\nMeer informatie: ${url}`.trim()
}

function addActivity(calendar: ICalCalendar, activity: CalendarActivity, site: CalendarSite): void {
  const url = absoluteUrl(site.siteUrl, activity.path)
  const allDay = isWholeDay(activity.start)
  const start = inZone(activity.start)
  // Without an end, an activity with a time takes an hour and a whole-day one its day (RFC 5545's defaults).
  const end = activity.end ? inZone(activity.end) : allDay ? start.add(1, 'day') : start.add(1, 'hour')
  calendar.createEvent({
    id: activityUid(activity, site.siteUrl),
    start,
    end: allDay && activity.end ? end.add(1, 'day') : end,
    allDay,
    timezone: CALENDAR_ZONE,
    // `modified` is the CMS's Dutch wall-clock time, like the activity's dates.
    stamp: dayjs(withDutchOffset(activity.modified)),
    lastModified: dayjs(withDutchOffset(activity.modified)),
    summary: activity.title,
    description: description(activity, url),
    location: activity.location?.trim() || null,
    url,
  })
}

/**
 * A TEXT value as RFC 5545 writes it (backslash, semicolon, comma and line breaks escaped). ical-generator
 * escapes the events' texts but writes the calendar's NAME and X-WR-CALNAME as given, and the name is an
 * activity's title from the CMS: a line break in it would start a property of the author's choosing.
 */
export const icalText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/[;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')

function newCalendar(site: CalendarSite, name: string): ICalCalendar {
  const calendar = ical({
    name: icalText(name),
    prodId: { company: site.siteTitle, product: 'agenda', language: 'NL' },
    url: absoluteUrl(site.siteUrl, '/agenda'),
    // Subscribed calendar apps look again after an hour (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  })
  // No calendar-wide zone: ical-generator would then write DTSTAMP in it, where RFC 5545 wants UTC. The events
  // carry the zone, and the generator adds its VTIMEZONE for them.
  calendar.timezone({
    name: null,
    generator: (zone) => (zone === CALENDAR_ZONE ? AMSTERDAM_VTIMEZONE : null),
  })
  calendar.x('X-WR-TIMEZONE', CALENDAR_ZONE)
  return calendar
}

/** The .ics of one activity ("Zet in mijn agenda"). */
export function activityCalendar(activity: CalendarActivity, site: CalendarSite): string {
  const calendar = newCalendar(site, activity.title)
  addActivity(calendar, activity, site)
  return calendar.toString()
}

/** The feed to subscribe to: every activity given, soonest first. */
export function agendaFeed(activities: readonly CalendarActivity[], site: CalendarSite): string {
  const calendar = newCalendar(site, `Agenda ${site.siteTitle}`)
  for (const activity of activities) addActivity(calendar, activity, site)
  return calendar.toString()
}
