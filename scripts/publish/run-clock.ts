import { spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { actOnWake, DAY_MS, nextWake, readInputs, type ClockActions } from './clock'
import { siteNow } from '../../src/build/site-clock'
import { publishSettings, type PublishSettings } from './settings'

/**
 * The publishing clock as a service (clock.ts says what it does): receiver.sh starts it beside the hook
 * receiver, in the same process group, so `receiver.sh stop` stops both. CMS_URL is WordPress's address.
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
        const drain = spawn('bash', ['-c', 'source scripts/publish/settings.sh && publish_drain_queue'], {
          cwd: settings.siteDir,
          stdio: 'inherit',
        })
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

async function main(): Promise<void> {
  const settings = publishSettings()
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

main().catch((error: unknown) => {
  console.error(`[clock] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
