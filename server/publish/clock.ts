import path from 'node:path'
import { AGENDA_MOMENTS_PATH, type AgendaMoments } from '../../src/lib/calendar-paths'
import { readJson, writeJsonAtomically } from '../lib/json-file'
import type { PublishSettings } from '../settings'
import type { PublishStatus } from './status'

/**
 * The publishing clock: builds without anyone saving anything, when time alone changes the site.
 *   - when an activity starts or ends (the moments the live release wrote to /agenda/moments.json), so an
 *     activity that has ended leaves "upcoming" and its Event data;
 *   - once a day at the latest after the last build;
 *   - when a post scheduled in WordPress is due: it asks WordPress to run its cron (/wp-cron.php), which publishes
 *     the post, and WordPress's own hook call then builds it.
 * It runs inside the publishing service (clock-service.ts) and queues its builds in the same journal as the calls
 * (queue/<ms>-clock.json), taken by the same build loop.
 */

export const DAY_MS = 24 * 3_600_000

/** A post WordPress will publish later (from a hook call's `scheduled` change). */
export interface ScheduledPost {
  type: string
  id: number
  at: string
}

export interface ClockInputs {
  nowMs: number
  /** the live release's agenda moments */
  agendaMoments: readonly string[]
  scheduled: readonly ScheduledPost[]
  /** when the last build started, or null (no build yet: the first release comes from publish:local) */
  lastBuildMs: number | null
  /** build moments up to this one were acted on already (a failed build must not make the clock try again at once) */
  doneUntilMs: number
  /**
   * the clock builds nothing before this moment: its last build plus the gap (PUBLISH_CLOCK_GAP). Authors set the
   * moments (an activity's start and end), so however many they make, the clock builds at most once per gap,
   * taking the moments inside it together.
   */
  notBeforeMs: number
}

export type WakeReason = 'agenda' | 'scheduled' | 'daily'

export interface Wake {
  atMs: number
  reasons: WakeReason[]
}

/** The next moment the clock has something to do, and what: the earliest of the agenda, WordPress and the day. */
export function nextWake({
  nowMs,
  agendaMoments,
  scheduled,
  lastBuildMs,
  doneUntilMs,
  notBeforeMs,
}: ClockInputs): Wake | null {
  const times = (values: readonly string[]) =>
    values.map((value) => Date.parse(value)).filter((time) => Number.isFinite(time))
  // The clock's builds (agenda, daily): moments not acted on yet, none before the gap has passed.
  const builds: Array<[WakeReason, number]> = [
    ...times(agendaMoments).map((time): [WakeReason, number] => ['agenda', time]),
    ...(lastBuildMs === null ? [] : [['daily', lastBuildMs + DAY_MS] as [WakeReason, number]]),
  ]
    .filter(([, time]) => time > doneUntilMs)
    .map(([reason, time]): [WakeReason, number] => [reason, Math.max(time, notBeforeMs)])
  // WordPress's cron for a scheduled post builds nothing itself (its hook call does, as a save does), so the gap
  // does not hold it; a post acted on leaves scheduled.json.
  const posts = times(scheduled.map((post) => post.at)).map((time): [WakeReason, number] => [
    'scheduled',
    time,
  ])
  const candidates = [...builds, ...posts]
  if (candidates.length === 0) return null
  // A moment already past (the clock was down) is done at once.
  const atMs = Math.max(nowMs, Math.min(...candidates.map(([, time]) => time)))
  const reasons = [...new Set(candidates.filter(([, time]) => time <= atMs).map(([reason]) => reason))]
  return { atMs, reasons }
}

const scheduledFile = (settings: PublishSettings) => path.join(settings.stateDir, 'scheduled.json')

export function readScheduled(settings: PublishSettings): ScheduledPost[] {
  return readJson<ScheduledPost[]>(scheduledFile(settings)) ?? []
}

/** Notes posts WordPress scheduled (the latest time per post wins); kept until their time has come. */
export function addScheduled(settings: PublishSettings, posts: readonly ScheduledPost[]): void {
  const byPost = new Map(readScheduled(settings).map((post) => [`${post.type}:${post.id}`, post]))
  for (const post of posts) byPost.set(`${post.type}:${post.id}`, post)
  writeJsonAtomically(scheduledFile(settings), [...byPost.values()])
}

export function readInputs(
  settings: PublishSettings,
  nowMs: number,
  doneUntilMs: number,
  notBeforeMs: number,
): ClockInputs {
  const moments = readJson<AgendaMoments>(path.join(settings.liveLink, AGENDA_MOMENTS_PATH))
  const status = readJson<PublishStatus>(settings.statusFile)
  const lastStarted = status?.last?.started ?? null
  return {
    nowMs,
    agendaMoments: Array.isArray(moments?.moments) ? moments.moments : [],
    scheduled: readScheduled(settings),
    lastBuildMs: lastStarted === null ? null : Date.parse(lastStarted),
    doneUntilMs,
    notBeforeMs,
  }
}

/** What the clock does at a wake; the parts that reach other programs are given, so tests can watch them. */
export interface ClockActions {
  /** asks WordPress to run its due events (publishing scheduled posts, which then call the hook) */
  runWordPressCron: () => Promise<void>
  /** queues a build for these reasons (the build loop takes it as it takes a call) */
  queueBuild: (reasons: readonly WakeReason[], nowMs: number) => void
}

/** What a wake builds for: the agenda and the day. A scheduled post is built by WordPress's own hook call. */
export const buildReasons = (wake: Wake): WakeReason[] =>
  wake.reasons.filter((reason) => reason !== 'scheduled')

/** Does what is due at `nowMs`: WordPress's cron for due posts, and a build for the agenda or the day. */
export async function actOnWake(
  settings: PublishSettings,
  wake: Wake,
  nowMs: number,
  actions: ClockActions,
): Promise<void> {
  if (wake.reasons.includes('scheduled')) {
    const due = readScheduled(settings).filter((post) => Date.parse(post.at) <= nowMs)
    await actions.runWordPressCron()
    const left = readScheduled(settings).filter(
      (post) => !due.some((done) => done.type === post.type && done.id === post.id),
    )
    writeJsonAtomically(scheduledFile(settings), left)
  }
  const build = buildReasons(wake)
  if (build.length === 0) return
  actions.queueBuild(build, nowMs)
}
