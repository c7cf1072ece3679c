import {
  dutchNow,
  dutchNowOfBuild,
  dutchOffset,
  formatActivityDate,
  splitByDate,
  withDutchOffset,
} from '../agenda'

/** Intl's Dutch wall-clock time of an instant, in the agenda's format (2026-11-21T13:30:00). */
const amsterdam = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const intlWallClock = (date: Date) => amsterdam.format(date).replace(' ', 'T')

describe('agenda helpers', () => {
  it('gives the Dutch wall-clock time, winter and summer', () => {
    expect(dutchNow(new Date('2026-11-21T12:30:00Z'))).toBe('2026-11-21T13:30:00')
    expect(dutchNow(new Date('2026-07-01T12:30:00Z'))).toBe('2026-07-01T14:30:00')
  })

  it('agrees with Intl on the Dutch time every half hour for three years, clock changes included', () => {
    const mismatches: string[] = []
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 1_800_000) {
      const date = new Date(time)
      const expected = intlWallClock(date)
      if (dutchNow(date) !== expected)
        mismatches.push(`${date.toISOString()}: ${dutchNow(date)} ≠ ${expected}`)
    }
    expect(mismatches).toEqual([])
    // the spring change (02:00 becomes 03:00) and the autumn one (03:00 becomes 02:00)
    expect(dutchNow(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59:00')
    expect(dutchNow(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00')
    expect(dutchNow(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T02:59:00')
    expect(dutchNow(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00')
  })

  it('splits upcoming (soonest first) from past (latest first); an activity in progress is upcoming', () => {
    const activities = [
      { id: 'a', start: '2026-12-10T19:00:00', end: '2026-12-10T21:00:00' },
      { id: 'b', start: '2026-11-01T10:00:00', end: null },
      { id: 'c', start: '2026-11-21T09:00:00', end: '2026-11-21T17:00:00' },
      { id: 'd', start: '2026-10-01T10:00:00', end: null },
      { id: 'e', start: null, end: null },
    ]
    const { upcoming, past } = splitByDate(activities, '2026-11-21T13:30:00')
    expect(upcoming.map((activity) => activity.id)).toEqual(['c', 'a'])
    expect(past.map((activity) => activity.id)).toEqual(['b', 'd'])
  })

  it('moves an activity from upcoming to past once the clock passes its end (Dutch time, as the build sees it)', () => {
    const webinar = { id: 'webinar', start: '2026-12-10T12:30:00', end: '2026-12-10T13:15:00' }
    const at = (moment: string) => splitByDate([webinar], dutchNowOfBuild(moment))
    expect(at('2026-12-10T12:14:59Z').upcoming).toEqual([webinar]) // 13:14:59 in Amsterdam: still on
    expect(at('2026-12-10T12:15:01Z').past).toEqual([webinar])
    expect(at('2026-12-10T13:15:01+01:00').upcoming).toEqual([])
  })

  it('formats dates in Dutch, independent of the machine time zone', () => {
    expect(formatActivityDate({ start: '2026-12-10T19:00:00', end: '2026-12-10T21:00:00' })).toBe(
      'donderdag 10 december 2026, 19:00 – 21:00',
    )
    expect(formatActivityDate({ start: '2026-12-10T00:00:00', end: null })).toBe('donderdag 10 december 2026')
    expect(formatActivityDate({ start: '2026-12-10T09:30:00', end: '2026-12-11T16:00:00' })).toBe(
      'donderdag 10 december 2026, 09:30 – vrijdag 11 december 2026, 16:00',
    )
  })

  it('writes every day and time as Intl does in Dutch', () => {
    const day = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
    const time = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })
    const mismatches: string[] = []
    // every day of 2025–2028 (a leap year included), each at a different time of day
    for (
      let moment = Date.UTC(2025, 0, 1, 0, 5);
      moment < Date.UTC(2029, 0, 1);
      moment += 86_400_000 + 420_000
    ) {
      const date = new Date(moment)
      const start = date.toISOString().slice(0, 19)
      const expected = `${day.format(date)}, ${time.format(date)}`
      const actual = formatActivityDate({ start, end: null })
      if (!start.endsWith('T00:00:00') && actual !== expected)
        mismatches.push(`${start}: ${actual} ≠ ${expected}`)
    }
    expect(mismatches).toEqual([])
  })
})

describe('Dutch offsets of activity dates', () => {
  it('is +01:00 in winter and +02:00 in summer, changing on the last Sundays of March and October', () => {
    expect(withDutchOffset('2026-12-10T19:00:00')).toBe('2026-12-10T19:00:00+01:00')
    expect(withDutchOffset('2026-06-12T09:30:00')).toBe('2026-06-12T09:30:00+02:00')
    // spring: 02:00 becomes 03:00 on Sunday 29 March 2026
    expect(dutchOffset('2026-03-29T01:59:00')).toBe('+01:00')
    expect(dutchOffset('2026-03-29T03:00:00')).toBe('+02:00')
    expect(dutchOffset('2026-03-28T12:00:00')).toBe('+01:00')
    // autumn: 03:00 becomes 02:00 on Sunday 25 October 2026; the hour that happens twice counts as winter time
    expect(dutchOffset('2026-10-25T01:59:00')).toBe('+02:00')
    expect(dutchOffset('2026-10-25T02:30:00')).toBe('+01:00')
    expect(dutchOffset('2026-10-25T03:00:00')).toBe('+01:00')
    expect(dutchOffset('2026-10-24T20:00:00')).toBe('+02:00')
    expect(withDutchOffset('2027-03-28')).toBe('2027-03-28T00:00:00+01:00')
  })

  it('gives the instant Intl places at that Dutch time, every hour for two years', () => {
    const mismatches: string[] = []
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 3_600_000) {
      const wallClock = intlWallClock(new Date(time))
      // the repeated autumn hour: its second occurrence is the one chosen
      const instant = new Date(withDutchOffset(wallClock)).getTime()
      if (instant !== time && instant !== time + 3_600_000)
        mismatches.push(`${wallClock}: ${instant} ≠ ${time}`)
      if (instant !== time && !wallClock.includes('T02:'))
        mismatches.push(`${wallClock}: not the same instant`)
    }
    expect(mismatches).toEqual([])
  })
})
