import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { agendaMoments } from '../../src/build/agenda-moments'
import {
  actOnWake,
  DAY_MS,
  nextWake,
  readInputs,
  readScheduled,
  addScheduled,
} from '../../server/publish/clock'
import { Journal } from '../../server/publish/journal'
import { publishSettings, type PublishSettings } from '../../server/settings'

const at = (iso: string) => Date.parse(iso)

describe('the agenda moments a build writes for the clock', () => {
  const activities = [
    { start: '2026-12-10T19:00:00', end: '2026-12-10T20:30:00' },
    { start: '2026-11-18T10:00:00', end: '2026-11-22T16:00:00' },
    { start: '2026-11-01', end: null },
    { start: '2026-06-30T10:00:00', end: null },
  ]

  it('lists each start and end after the build, in Dutch time of that day (winter here), soonest first', () => {
    expect(agendaMoments(activities, new Date('2026-11-20T12:00:00+01:00'))).toEqual({
      moments: ['2026-11-22T15:00:00.000Z', '2026-12-10T18:00:00.000Z', '2026-12-10T19:30:00.000Z'],
    })
  })

  it('uses summer time for a summer day', () => {
    expect(agendaMoments(activities, new Date('2026-06-01T00:00:00Z')).moments[0]).toBe(
      '2026-06-30T08:00:00.000Z',
    )
  })
})

describe('when the clock wakes (pinned times)', () => {
  const base = {
    nowMs: at('2026-11-20T12:00:00+01:00'),
    agendaMoments: ['2026-12-10T18:00:00.000Z', '2026-12-10T19:30:00.000Z'],
    scheduled: [],
    lastBuildMs: at('2026-11-20T09:00:00+01:00'),
    doneUntilMs: 0,
  }

  it('builds once a day at the latest after the last build', () => {
    expect(nextWake(base)).toEqual({ atMs: at('2026-11-21T09:00:00+01:00'), reasons: ['daily'] })
  })

  it('builds when an activity starts or ends, if that comes first', () => {
    const wake = nextWake({ ...base, lastBuildMs: at('2026-12-10T10:00:00Z') })
    expect(wake).toEqual({ atMs: at('2026-12-10T18:00:00Z'), reasons: ['agenda'] })
  })

  it('wakes WordPress when a scheduled post is due', () => {
    const scheduled = [{ type: 'page', id: 7, at: '2026-11-20T13:30:00+01:00' }]
    expect(nextWake({ ...base, scheduled })).toEqual({
      atMs: at('2026-11-20T13:30:00+01:00'),
      reasons: ['scheduled'],
    })
  })

  it('acts at once on moments it missed while it was down, once', () => {
    const missed = { ...base, nowMs: at('2026-12-11T08:00:00Z'), lastBuildMs: at('2026-12-10T10:00:00Z') }
    expect(nextWake(missed)).toEqual({ atMs: missed.nowMs, reasons: ['agenda'] })
    // After acting, a failed build does not make it try again and again: next is the daily build.
    expect(nextWake({ ...missed, doneUntilMs: missed.nowMs })).toEqual({
      atMs: missed.lastBuildMs + DAY_MS,
      reasons: ['daily'],
    })
  })

  it('has nothing to do without a build, moments or posts', () => {
    expect(nextWake({ ...base, agendaMoments: [], lastBuildMs: null })).toBeNull()
  })
})

describe('what the clock does when it wakes', () => {
  let settings: PublishSettings
  beforeEach(() => {
    settings = publishSettings({ PUBLISH_DIR: mkdtempSync(path.join(tmpdir(), 'publish-clock-')) })
    mkdirSync(settings.queueDir, { recursive: true })
  })
  afterEach(() => rmSync(settings.stateDir, { recursive: true, force: true }))

  const watched = () => {
    const calls: string[] = []
    return {
      calls,
      actions: {
        runWordPressCron: async () => void calls.push('wp-cron'),
        queueBuild: (reasons: readonly string[], nowMs: number) =>
          void calls.push(`build ${reasons.join(',')} at ${nowMs}`),
      },
    }
  }

  it('queues a build for the agenda, which the build loop takes like a call', async () => {
    const { calls, actions } = watched()
    const nowMs = at('2026-12-10T18:00:00Z')
    await actOnWake(settings, { atMs: nowMs, reasons: ['agenda'] }, nowMs, actions)
    expect(calls).toEqual([`build agenda at ${nowMs}`])
  })

  it('lists a clock build in the journal as the clock’s', () => {
    const journal = new Journal(settings.queueDir)
    journal.addClock(['agenda'], at('2026-12-10T18:00:00Z'))
    expect(journal.take()).toMatchObject({ hooks: 1, changes: [{ type: 'klok', id: 0, action: 'agenda' }] })
  })

  it('wakes WordPress for due scheduled posts and forgets them; later ones are kept; no build of its own', async () => {
    addScheduled(settings, [
      { type: 'page', id: 7, at: '2026-11-20T12:30:00.000Z' },
      { type: 'products', id: 8, at: '2026-11-21T12:30:00.000Z' },
    ])
    const { calls, actions } = watched()
    const nowMs = at('2026-11-20T12:30:00.000Z')
    await actOnWake(settings, { atMs: nowMs, reasons: ['scheduled'] }, nowMs, actions)
    expect(calls).toEqual(['wp-cron'])
    expect(readScheduled(settings)).toEqual([{ type: 'products', id: 8, at: '2026-11-21T12:30:00.000Z' }])
  })

  it('reads the live release’s moments and the last build from the status', () => {
    const release = path.join(settings.releasesDir, 'r1')
    mkdirSync(path.join(release, 'agenda'), { recursive: true })
    writeFileSync(
      path.join(release, 'agenda/moments.json'),
      JSON.stringify({ moments: ['2026-12-10T18:00:00.000Z'] }),
    )
    symlinkSync(release, settings.liveLink)
    writeFileSync(settings.statusFile, JSON.stringify({ last: { started: '2026-11-20T08:00:00.000Z' } }))
    expect(readInputs(settings, 1, 0)).toEqual({
      nowMs: 1,
      agendaMoments: ['2026-12-10T18:00:00.000Z'],
      scheduled: [],
      lastBuildMs: at('2026-11-20T08:00:00.000Z'),
      doneUntilMs: 0,
    })
  })
})
