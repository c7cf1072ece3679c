import { endOf, latestFirst, splitByDate, type Dated } from './agenda'

/**
 * The agenda as its HTML is built, for a visitor whose clock is ahead of the build. Each activity upcoming at
 * the build may have ended by the visit: it is listed as upcoming, and a hidden copy waits in the past list at
 * the place it would take there. Before the lists are parsed, AGENDA_AT_VISIT_SCRIPT compares the visitor's
 * clock with each one's end and writes the CSS that hides it above and shows its copy below. The first paint is
 * then already the visit's agenda, and when the app has hydrated and splits by the visitor's clock itself, the
 * DOM changes but nothing on screen moves: no layout shift.
 */
export interface AgendaAsBuilt<T> {
  /** upcoming at the build, soonest first; the i-th is hidden once ends[i] has passed */
  upcoming: T[]
  /** past at the build and (hidden) every upcoming one, latest first, each with the index of its `ends` or null */
  past: Array<{ activity: T; upcomingIndex: number | null }>
  /** when each upcoming activity counts as ended: what hasEnded compares with the time */
  ends: string[]
}

export function agendaAsBuilt<T extends Dated>(activities: readonly T[], buildNow: string): AgendaAsBuilt<T> {
  const { upcoming } = splitByDate(activities, buildNow)
  const upcomingIndex = new Map(upcoming.map((activity, index) => [activity, index]))
  // Every dated activity, in their given order as splitByDate takes them: equal starts keep the same order.
  const dated = activities.filter((activity) => activity.start !== null)
  return {
    upcoming,
    past: latestFirst(dated).map((activity) => ({
      activity,
      upcomingIndex: upcomingIndex.get(activity) ?? null,
    })),
    ends: upcoming.map(endOf),
  }
}

/** The attributes the script's CSS selects on: the upcoming items and their list, the copies, the empty message, the past part. */
export const AGENDA_MARKS = {
  ends: 'data-agenda-ends',
  upcoming: 'data-agenda-upcoming',
  upcomingList: 'data-agenda-upcoming-list',
  copy: 'data-agenda-copy',
  none: 'data-agenda-none',
  past: 'data-agenda-past',
} as const

/**
 * Runs where the parser meets it, as the first child of the element that holds both lists (its `data-agenda-ends`:
 * the JSON array of AgendaAsBuilt.ends), before either list is parsed. It takes the visitor's time as the site
 * does (dutchNow in ./agenda: the Dutch wall clock, summer time from the last Sunday of March to that of October,
 * at 01:00 UTC) and compares as hasEnded does. Constant text, so the Content-Security-Policy allows it by its
 * hash (src/build/hosting/site-inline-scripts.ts); the CMS's dates in the attribute are only compared, never run.
 */
export const AGENDA_AT_VISIT_SCRIPT = `(function () {
  try {
    var ends = JSON.parse(document.currentScript.parentNode.getAttribute('${AGENDA_MARKS.ends}'))
    var date = new Date(), time = date.getTime(), year = date.getUTCFullYear()
    var lastSunday = function (month) {
      var last = new Date(Date.UTC(year, month + 1, 0))
      return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
    }
    var summer = time >= lastSunday(2) && time < lastSunday(9)
    var now = new Date(time + (summer ? 2 : 1) * 3600000).toISOString().slice(0, 19)
    var css = '', ended = 0
    for (var i = 0; i < ends.length; i++) {
      if (typeof ends[i] !== 'string' || !(ends[i] < now)) continue
      ended++
      css += '[${AGENDA_MARKS.upcoming}="' + i + '"]{display:none!important}'
      css += '[${AGENDA_MARKS.copy}="' + i + '"]{display:block!important}'
    }
    if (ended === 0) return
    css += '[${AGENDA_MARKS.past}]{display:block!important}'
    if (ended === ends.length) {
      css += '[${AGENDA_MARKS.upcomingList}]{display:none!important}'
      css += '[${AGENDA_MARKS.none}]{display:block!important}'
    }
    var style = document.createElement('style')
    style.textContent = css
    document.head.appendChild(style)
  } catch (error) {}
})()`
