/**
 * Activity dates are Dutch wall-clock times without a zone ("2026-12-10T19:00:00"). They are compared and shown
 * as such, so the server (UTC) and a visitor's browser render the same text.
 */
const DUTCH_ZONE = 'Europe/Amsterdam'

/** The current time in the Netherlands in the same form as activity dates. */
export function dutchNow(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: DUTCH_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return parts.replace(' ', 'T')
}

export interface Dated {
  start: string | null
  end: string | null
}

/** Upcoming (soonest first) and past (latest first). An activity is past once its end (or start) has passed. */
export function splitByDate<T extends Dated>(
  activities: readonly T[],
  now: string,
): { upcoming: T[]; past: T[] } {
  const dated = activities.filter((activity) => activity.start !== null)
  const isPast = (activity: T) => (activity.end ?? activity.start ?? '') < now
  const byStart = (a: T, b: T) => (a.start ?? '').localeCompare(b.start ?? '')
  return {
    upcoming: dated.filter((activity) => !isPast(activity)).sort(byStart),
    past: dated.filter(isPast).sort((a, b) => byStart(b, a)),
  }
}

function wallClock(value: string): Date {
  const [datePart = '', timePart = '00:00'] = value.split('T')
  const [year = 1970, month = 1, day = 1] = datePart.split('-').map(Number)
  const [hour = 0, minute = 0] = timePart.split(':').map(Number)
  return new Date(Date.UTC(year, month - 1, day, hour, minute))
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })

/** "donderdag 10 december 2026, 19:00 – 21:00" */
export function formatActivityDate({ start, end }: Dated): string {
  if (!start) return ''
  const startDate = wallClock(start)
  const day = dateFormat.format(startDate)
  const hasTime = start.includes('T') && !start.endsWith('T00:00:00')
  if (!hasTime) return day
  const endDate = end ? wallClock(end) : null
  const sameDay = end?.slice(0, 10) === start.slice(0, 10)
  if (endDate && !sameDay)
    return `${day}, ${timeFormat.format(startDate)} – ${dateFormat.format(endDate)}, ${timeFormat.format(endDate)}`
  return `${day}, ${timeFormat.format(startDate)}${endDate ? ` – ${timeFormat.format(endDate)}` : ''}`
}
