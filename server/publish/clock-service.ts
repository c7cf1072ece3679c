import { spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { siteNow } from '../../src/build/site-clock'
import { serverCommand } from '../lib/command-line'
import type { PublishSettings } from '../settings'
import { actOnWake, DAY_MS, nextWake, readInputs, type ClockActions } from './clock'

/**
 * The publishing clock as a service (clock.ts says what it does): the receiver (receiver.ts) starts it beside
 * webhook and stops both. CMS_URL is WordPress's address. Its builds run in a process of their own (the `drain`
 * command), as a call's do, so the clock goes on whatever happens to a build.
 */

/** setTimeout's longest wait; a later moment is reached in several waits. */
const LONGEST_WAIT_MS = 2 ** 31 - 1

function liveActions(settings: PublishSettings): ClockActions {
  const cmsUrl = process.env.CMS_URL?.trim()
  return {
    runWordPressCron: async () => {
      if (!cmsUrl) return
      await fetch(`${cmsUrl.replace(/\/+$/, '')}/wp-cron.php?doing_wp_cron`).catch((error: unknown) => {
        console.warn(`[clock] WordPress's cron did not answer: ${String(error)}`)
      })
    },
    drainQueue: () =>
      new Promise((resolve) => {
        const [program, args] = serverCommand('drain')
        const drain = spawn(program, args, { cwd: settings.siteDir, stdio: 'inherit' })
        drain.on('close', () => resolve())
      }),
  }
}

/** Resolves after `waitMs`, or earlier when the state folder changes (a new release, status or schedule). */
function waitUntil(waitMs: number, stateDir: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(stateDir, () => done())
    const timer = setTimeout(() => done(), Math.min(Math.max(0, waitMs), LONGEST_WAIT_MS))
    function done() {
      clearTimeout(timer)
      watcher.close()
      resolve()
    }
  })
}

/** Runs until stopped. */
export async function runClock(settings: PublishSettings): Promise<void> {
  const actions = liveActions(settings)
  // The site's one clock: the machine's, or SITE_NOW where tests pin it (then nothing becomes due by itself).
  const now = () => siteNow().getTime()
  let doneUntilMs = 0
  for (;;) {
    const wake = nextWake(readInputs(settings, now(), doneUntilMs))
    const atMs = wake?.atMs ?? now() + DAY_MS
    if (wake === null || atMs > now()) {
      await waitUntil(atMs - now(), settings.stateDir)
      continue
    }
    console.info(`[clock] ${new Date(now()).toISOString()}: ${wake.reasons.join(', ')}`)
    doneUntilMs = wake.atMs
    await actOnWake(settings, wake, now(), actions)
  }
}
