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
    notBeforeMs: 0,
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

  it('builds at most once per gap, however many moments authors set, taking those inside the gap together', () => {
    const gapMs = publishSettings({}).clockGapSeconds * 1000
    const first = at('2026-12-10T18:00:00Z')
    // An author's activities, starting a minute apart for an hour, and a post scheduled among them.
    const agenda = Array.from({ length: 60 }, (_, minute) => new Date(first + minute * 60_000).toISOString())
    let scheduled = [{ type: 'page', id: 7, at: new Date(first + 90_000).toISOString() }]
    const wakes: Array<{ atMs: number; reasons: string[] }> = []
    // As the clock service keeps them: only a wake that builds moves the done mark and starts the gap.
    let doneUntilMs = 0
    let notBeforeMs = 0
    let nowMs = first
    for (;;) {
      const inputs = { ...base, nowMs, agendaMoments: agenda, scheduled, lastBuildMs: first }
      const wake = nextWake({ ...inputs, doneUntilMs, notBeforeMs })
      if (wake === null || wake.atMs > first + 2 * 3_600_000) break
      wakes.push(wake)
      nowMs = wake.atMs
      if (wake.reasons.includes('scheduled')) scheduled = []
      if (wake.reasons.some((reason) => reason !== 'scheduled')) {
        doneUntilMs = wake.atMs
        notBeforeMs = wake.atMs + gapMs
      }
    }
    // 60 moments, 13 builds: every 5 minutes, the last taking minutes 56 to 59. The scheduled post is not held.
    expect(gapMs).toBe(300_000)
    const builds = wakes.filter((wake) => wake.reasons.includes('agenda'))
    expect(builds.map((wake) => (wake.atMs - first) / 60_000)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60,
    ])
    expect(wakes[1]).toEqual({ atMs: first + 90_000, reasons: ['scheduled'] })
    expect(wakes).toHaveLength(14)
  })

  it('takes its gap from the service’s environment only, never less than a minute', () => {
    expect(publishSettings({ PUBLISH_CLOCK_GAP: '900' }).clockGapSeconds).toBe(900)
    expect(() => publishSettings({ PUBLISH_CLOCK_GAP: '5' })).toThrow(/PUBLISH_CLOCK_GAP must be/)
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
    expect(readInputs(settings, 1, 0, 2)).toEqual({
      nowMs: 1,
      agendaMoments: ['2026-12-10T18:00:00.000Z'],
      scheduled: [],
      lastBuildMs: at('2026-11-20T08:00:00.000Z'),
      doneUntilMs: 0,
      notBeforeMs: 2,
    })
  })
})
