/**
 * Activity dates are Dutch wall-clock times without a zone ("2026-12-10T19:00:00"). They are compared and shown
 * as such, so the server (UTC) and a visitor's browser render the same text.
 *
 * Everything here is plain arithmetic rather than Intl: creating an Intl.DateTimeFormat, one with a time zone
 * above all, loads locale and zone data, and on a mid-range phone that alone made the agenda page's hydration a
 * long task. The tests check every result against Intl.
 */

const HOUR_MS = 3_600_000

/** 01:00 UTC on the last Sunday of a month: when the EU changes between winter and summer time. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0))
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** The Netherlands is UTC+2 from the last Sunday of March to the last Sunday of October, UTC+1 otherwise. */
function dutchOffsetMs(date: Date): number {
  const year = date.getUTCFullYear()
  const time = date.getTime()
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9)
  return (summer ? 2 : 1) * HOUR_MS
}

/**
 * The offset of a Dutch wall-clock time ("2026-03-29T14:00:00"), as "+01:00" or "+02:00". The time is first read
 * as winter time: in the hour that does not exist in spring that gives summer time, and in the hour that happens
 * twice in autumn the second (winter) one.
 */
export function dutchOffset(wallClock: string): '+01:00' | '+02:00' {
  const asWinterTime = new Date(`${wallClock.length === 10 ? `${wallClock}T00:00:00` : wallClock}+01:00`)
  return dutchOffsetMs(asWinterTime) === 2 * HOUR_MS ? '+02:00' : '+01:00'
}

/** A Dutch wall-clock time as ISO 8601 with its offset ("2026-12-10T19:00:00+01:00"), for Event data. */
export function withDutchOffset(wallClock: string): string {
  const time = wallClock.length === 10 ? `${wallClock}T00:00:00` : wallClock.slice(0, 19)
  return `${time}${dutchOffset(time)}`
}

/** The current time in the Netherlands in the same form as activity dates. */
export function dutchNow(date: Date): string {
  return new Date(date.getTime() + dutchOffsetMs(date)).toISOString().slice(0, 19)
}

/**
 * The build's "now" in the same form: siteMetadata.builtAt, which SITE_NOW pins (src/build/site-clock.ts). The
 * config always sets it; the browser's clock stands in only for data made without it (component tests).
 */
export const dutchNowOfBuild = (builtAt: string | null | undefined): string =>
  dutchNow(builtAt ? new Date(builtAt) : new Date())

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export interface Dated {
  start: string | null
  end: string | null
}

/** When an activity is over (a Dutch wall-clock time): its end, or without one its start. */
export const endOf = (activity: Dated): string => activity.end ?? activity.start ?? ''

/** Whether an activity is over at `now` (a Dutch wall-clock time): once its end, or without one its start, passed. */
export const hasEnded = (activity: Dated, now: string): boolean => endOf(activity) < now

/** Upcoming (soonest first) and past (latest first). An activity is past once its end (or start) has passed. */
export function splitByDate<T extends Dated>(
  activities: readonly T[],
  now: string,
): { upcoming: T[]; past: T[] } {
  const dated = activities.filter((activity) => activity.start !== null)
  const isPast = (activity: T) => hasEnded(activity, now)
  return {
    upcoming: dated.filter((activity) => !isPast(activity)).sort(byStart),
    past: latestFirst(dated.filter(isPast)),
  }
}

// Dates in this form sort as plain strings; localeCompare would start up a locale collator for nothing.
const byStart = (a: Dated, b: Dated) => compareStrings(a.start ?? '', b.start ?? '')

/** Activities in the order of the agenda's past ones: the latest start first. */
export const latestFirst = <T extends Dated>(activities: readonly T[]): T[] =>
  [...activities].sort((a, b) => byStart(b, a))

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag']
const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
]

/** "donderdag 10 december 2026" for "2026-12-10…" */
function formatDay(value: string): string {
  const [year = 1970, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "19:00" for "…T19:00:00"; a date without a time is midnight */
function formatTime(value: string): string {
  const [hour = 0, minute = 0] = (value.split('T')[1] ?? '').split(':').map(Number)
  return `${twoDigits(hour)}:${twoDigits(minute)}`
}

/** "donderdag 10 december 2026, 19:00 – 21:00" */
export function formatActivityDate({ start, end }: Dated): string {
  if (!start) return ''
  const day = formatDay(start)
  const hasTime = start.includes('T') && !start.endsWith('T00:00:00')
  if (!hasTime) return day
  const sameDay = end?.slice(0, 10) === start.slice(0, 10)
  if (end && !sameDay) return `${day}, ${formatTime(start)} – ${formatDay(end)}, ${formatTime(end)}`
  return `${day}, ${formatTime(start)}${end ? ` – ${formatTime(end)}` : ''}`
}
