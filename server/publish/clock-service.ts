import { siteNow } from '../../src/build/site-clock'
import type { PublishSettings } from '../settings'
import { note } from './loop-log'
import { actOnWake, buildReasons, DAY_MS, nextWake, readInputs, type ClockActions } from './clock'

/**
 * The publishing clock inside the service (clock.ts says what it does): one timer, set for the next moment
 * something is due, and set again whenever a build has changed what is due (`poke`).
 */

/** setTimeout's longest wait; a later moment is reached in several waits. */
const LONGEST_WAIT_MS = 2 ** 31 - 1

export interface Clock {
  /** A build finished or a post was scheduled: the next moment is worked out again. */
  poke(): void
  stop(): void
}

/** WordPress's cron, asked to run its due events (publishing scheduled posts, which then call the hook). */
export function wordPressCron(settings: PublishSettings): () => Promise<void> {
  return async () => {
    if (!settings.cmsUrl) return
    await fetch(`${settings.cmsUrl}/wp-cron.php?doing_wp_cron`).catch((error: unknown) => {
      note(settings, `clock: WordPress's cron did not answer: ${String(error)}`)
    })
  }
}

export function startClock(settings: PublishSettings, actions: ClockActions): Clock {
  // The site's one clock: the machine's, or SITE_NOW where tests pin it (then nothing becomes due by itself).
  const now = () => siteNow().getTime()
  let doneUntilMs = 0
  let lastBuildWakeMs: number | null = null
  const inputs = () =>
    readInputs(
      settings,
      now(),
      doneUntilMs,
      lastBuildWakeMs === null ? 0 : lastBuildWakeMs + settings.clockGapSeconds * 1000,
    )
  let timer: NodeJS.Timeout | null = null
  let acting = false
  let stopped = false

  function schedule(): void {
    if (timer) clearTimeout(timer)
    if (stopped || acting) return
    const wake = nextWake(inputs())
    const atMs = wake?.atMs ?? now() + DAY_MS
    timer = setTimeout(() => void fire(), Math.min(Math.max(0, atMs - now()), LONGEST_WAIT_MS))
  }

  async function fire(): Promise<void> {
    const wake = nextWake(inputs())
    if (wake !== null && wake.atMs <= now()) {
      note(settings, `clock: ${wake.reasons.join(', ')}`)
      if (buildReasons(wake).length > 0) {
        doneUntilMs = wake.atMs
        lastBuildWakeMs = now()
      }
      acting = true
      try {
        await actOnWake(settings, wake, now(), actions)
      } finally {
        acting = false
      }
    }
    schedule()
  }

  schedule()
  return {
    poke: schedule,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
