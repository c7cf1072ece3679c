import { dutchNow, splitByDate } from '../agenda'
import { AGENDA_AT_VISIT_SCRIPT, AGENDA_MARKS, agendaAsBuilt } from '../agenda-as-built'

interface Activity {
  id: string
  start: string | null
  end: string | null
}

const HOUR = 3_600_000
const wallClock = (time: number) => dutchNow(new Date(time))

/**
 * Activities around a build: started long before it, in progress, starting within the hour, over the following
 * days, without an end, ending in the night the clocks change, and one without a date.
 */
function activitiesAround(build: number): Activity[] {
  const starts = [-48, -3, -1, 0.5, 1, 20, 50, 100, 170].map((hours) => build + hours * HOUR)
  const lengths = [null, 0.5, 2, 30, 96]
  const activities = starts.flatMap((start, s) =>
    lengths.map((length, l) => ({
      id: `${s}-${l}`,
      start: wallClock(start),
      end: length === null ? null : wallClock(start + length * HOUR),
    })),
  )
  return [...activities, { id: 'undated', start: null, end: null }]
}

/** Runs the script as the parser would, under the element holding `ends`, and returns the CSS it wrote. */
function cssOfScriptAt(visit: number, ends: string[]): string {
  const holder = document.createElement('div')
  holder.setAttribute(AGENDA_MARKS.ends, JSON.stringify(ends))
  const script = holder.appendChild(document.createElement('script'))
  const head = document.createElement('head')
  // document.currentScript is only set while jsdom runs a script itself: the script gets a document that has it.
  const parsing = { currentScript: script, head, createElement: (tag: string) => document.createElement(tag) }
  jest.setSystemTime(visit)
  new Function('document', AGENDA_AT_VISIT_SCRIPT)(parsing)
  return head.textContent ?? ''
}

/** What a visitor sees of the lists as built once the script's CSS applies: the ids, upcoming and past. */
function shownAt(visit: number, activities: Activity[], build: number) {
  const { upcoming, past, ends } = agendaAsBuilt(activities, wallClock(build))
  const css = cssOfScriptAt(visit, ends)
  const hides = (index: number) =>
    css.includes(`[${AGENDA_MARKS.upcoming}="${index}"]{display:none!important}`)
  const shows = (index: number) => css.includes(`[${AGENDA_MARKS.copy}="${index}"]{display:block!important}`)
  const shownUpcoming = upcoming.filter((_activity, index) => !hides(index))
  const shownPast = past.filter(({ upcomingIndex }) => upcomingIndex === null || shows(upcomingIndex))
  return {
    upcoming: shownUpcoming.map((activity) => activity.id),
    past: shownPast.map(({ activity }) => activity.id),
    nothingPlanned: css.includes(`[${AGENDA_MARKS.none}]{display:block!important}`),
    upcomingListHidden: css.includes(`[${AGENDA_MARKS.upcomingList}]{display:none!important}`),
    pastPartShown: ends.length === 0 || css === '' ? null : css.includes(`[${AGENDA_MARKS.past}]`),
  }
}

describe('the agenda as built, for a visitor whose clock is ahead', () => {
  beforeAll(() => jest.useFakeTimers())
  afterAll(() => jest.useRealTimers())

  it.each([
    ['in winter', Date.UTC(2026, 10, 20, 11)],
    ['before the autumn clock change', Date.UTC(2026, 9, 20, 11)],
    ['before the spring clock change', Date.UTC(2027, 2, 24, 23, 30)],
  ])(
    'shows, at every half hour of the ten days after a build %s, what the split by the visit’s clock shows',
    (_when, build) => {
      const activities = activitiesAround(build)
      const differences: string[] = []
      for (let visit = build; visit <= build + 240 * HOUR; visit += HOUR / 2) {
        const shown = shownAt(visit, activities, build)
        const { upcoming, past } = splitByDate(activities, wallClock(visit))
        const expected = { upcoming: upcoming.map(({ id }) => id), past: past.map(({ id }) => id) }
        if (
          JSON.stringify([shown.upcoming, shown.past]) !== JSON.stringify([expected.upcoming, expected.past])
        )
          differences.push(new Date(visit).toISOString())
        if (
          shown.nothingPlanned !== (upcoming.length === 0) ||
          shown.upcomingListHidden !== shown.nothingPlanned
        )
          differences.push(`${new Date(visit).toISOString()}: the empty message`)
      }
      expect(differences).toEqual([])
    },
  )

  it('shows the past part once one of the upcoming has ended, and the message once all have', () => {
    const build = Date.UTC(2026, 10, 20, 11)
    const first = { id: 'first', start: wallClock(build + HOUR), end: wallClock(build + 2 * HOUR) }
    const second = { id: 'second', start: wallClock(build + 5 * HOUR), end: null }
    expect(cssOfScriptAt(build, agendaAsBuilt([first, second], wallClock(build)).ends)).toBe('')
    const oneEnded = shownAt(build + 3 * HOUR, [first, second], build)
    expect(oneEnded).toMatchObject({ upcoming: ['second'], past: ['first'], pastPartShown: true })
    expect(oneEnded.nothingPlanned).toBe(false)
    const allEnded = shownAt(build + 6 * HOUR, [first, second], build)
    expect(allEnded).toMatchObject({ upcoming: [], past: ['second', 'first'], nothingPlanned: true })
  })

  it('changes nothing when the attribute is not a list of dates (the CMS’s dates are only compared)', () => {
    const visit = Date.UTC(2026, 10, 20, 11)
    for (const ends of [[{ toString: () => 'x' }], ['</style><script>'], [null, 5]])
      expect(cssOfScriptAt(visit, ends as unknown as string[])).not.toMatch(/script|x/)
    const holder = document.createElement('div')
    holder.setAttribute(AGENDA_MARKS.ends, 'not json')
    const script = holder.appendChild(document.createElement('script'))
    const head = document.createElement('head')
    new Function('document', AGENDA_AT_VISIT_SCRIPT)({ currentScript: script, head })
    expect(head.childNodes).toHaveLength(0)
  })
})
