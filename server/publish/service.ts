import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { takeInstanceLock } from '../lib/instance-lock'
import { hookUrl, type PublishSettings } from '../settings'
import { createBuildLoop } from './build-loop'
import { startClock, wordPressCron } from './clock-service'
import { startControl } from './control'
import { stopCurrentBuild } from './gatsby-build'
import { createHookReceiver, listen } from './hook-receiver'
import { Journal } from './journal'
import { note } from './loop-log'
import { recover } from './recovery'
import { rollbackNow } from './rollback'
import { writeStatus } from './status'

/**
 * The publishing service: one long-running process per state folder (`server/main.ts service run`, which the
 * systemd unit starts, and `npm run publish:local` supervises). Inside it:
 *   - the receiver of WordPress's signed calls (hook-receiver.ts), which answers 202 once a call is in the journal;
 *   - the queue, in memory with its journal on disk (journal.ts);
 *   - the build loop (build-loop.ts): one build at a time, taking every call that arrived meanwhile;
 *   - the clock (clock-service.ts): builds when activities start or end, WordPress's cron for scheduled posts;
 *   - the control socket (control.ts), through which `npm run rollback` asks for a rollback between builds;
 *   - the status (status.json), written at every change.
 * A call costs its body in memory and a file of a few hundred bytes, never a process. At start it takes the state
 * folder's lock (instance-lock.ts) and recovers what a stopped process left (recovery.ts).
 */
export interface RunningService {
  stop(): Promise<void>
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

export async function startService(settings: PublishSettings, secret: string): Promise<RunningService> {
  for (const dir of [settings.stateDir, settings.releasesDir, settings.logsDir, settings.historyDir])
    mkdirSync(dir, { recursive: true })
  const lock = await takeInstanceLock(settings.stateDir)
  try {
    const recovered = await recover(settings)
    const journal = new Journal(settings.queueDir)
    const loop = createBuildLoop(settings, journal, () => clock.poke())
    const clock = startClock(settings, {
      runWordPressCron: wordPressCron(settings),
      queueBuild: (reasons, nowMs) => {
        journal.addClock(reasons, nowMs)
        loop.poke()
      },
    })
    const receiver = createHookReceiver(settings, secret, {
      journal,
      accepted: () => {
        writeStatus(settings)
        loop.poke()
      },
      // WordPress signs with the real time: the replay window is real time, whatever SITE_NOW pins for the site.
      now: () => Date.now(),
    })
    await listen(receiver, settings.hookPort, settings.hookHost)
    const control = await startControl(settings, (release) =>
      loop.exclusive(() => rollbackNow(settings, release), settings.rollbackWaitSeconds * 1000),
    )
    note(
      settings,
      `service started (process ${process.pid}): calls on ${hookUrl(settings)}, ${journal.size} waiting${recovered.length ? `; recovered: ${recovered.join('; ')}` : ''}`,
    )
    loop.poke()
    return {
      async stop() {
        clock.stop()
        await Promise.all([closeServer(receiver), closeServer(control)])
        // A build under way is stopped; its calls stay in the journal and are built at the next start.
        stopCurrentBuild()
        await lock.release()
        note(settings, 'service stopped')
      },
    }
  } catch (error) {
    await lock.release()
    throw error
  }
}

/** `server/main.ts service run`: the service in the foreground until SIGTERM or SIGINT (systemd's stop, Ctrl-C). */
export async function runService(settings: PublishSettings, secret: string): Promise<void> {
  const service = await startService(settings, secret)
  console.info(`[publish] the publishing service receives calls on ${hookUrl(settings)}`)
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve())
  })
  await service.stop()
  process.exit(0)
}
