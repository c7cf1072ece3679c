import { dutchNow, formatActivityDate, splitByDate } from '../agenda'

describe('agenda helpers', () => {
  it('gives the Dutch wall-clock time, winter and summer', () => {
    expect(dutchNow(new Date('2026-11-21T12:30:00Z'))).toBe('2026-11-21T13:30:00')
    expect(dutchNow(new Date('2026-07-01T12:30:00Z'))).toBe('2026-07-01T14:30:00')
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

  it('formats dates in Dutch, independent of the machine time zone', () => {
    expect(formatActivityDate({ start: '2026-12-10T19:00:00', end: '2026-12-10T21:00:00' })).toBe(
      'donderdag 10 december 2026, 19:00 – 21:00',
    )
    expect(formatActivityDate({ start: '2026-12-10T00:00:00', end: null })).toBe('donderdag 10 december 2026')
  })
})
