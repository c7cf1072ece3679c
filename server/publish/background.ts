import path from 'node:path'
import { serverCommand } from '../lib/command-line'
import { runningFrom, startService, stopService, waitUntil } from '../lib/services'
import { supervise, type Supervised } from '../lib/supervisor'
import { childEnvironment, hookUrl, type PublishSettings } from '../settings'

/**
 * The publishing service under a supervisor (lib/supervisor.ts), on a machine where systemd does not run it: in the
 * foreground for `npm run publish:local`, or in the background for the tests (`service start|stop|status`), its
 * output in PUBLISH_DIR/service.log. The supervisor starts the service again whenever it ends, as the systemd
 * unit's Restart=always does.
 */
const supervisorPid = (settings: PublishSettings) => path.join(settings.runDir, 'supervisor.pid')
const RESTART_DELAY_MS = 1000

export const runningInBackground = (settings: PublishSettings) =>
  runningFrom(supervisorPid(settings)) !== null

/** The service supervised by this process; `log` tells its starts and ends. */
export function superviseHere(
  settings: PublishSettings,
  log: (line: string) => void,
  environment: Record<string, string> = {},
): Supervised {
  const [node, args] = serverCommand('service', 'run')
  return supervise(node, args, {
    cwd: settings.siteDir,
    env: { ...childEnvironment(), ...environment },
    output: 'inherit',
    restartDelayMs: RESTART_DELAY_MS,
    onEvent: (line) => log(`the publishing service ${line}`),
  })
}

/** `server/main.ts supervise`: until SIGTERM or SIGINT, which stop the service too. */
export async function superviseService(settings: PublishSettings): Promise<void> {
  const service = superviseHere(settings, (line) =>
    console.info(`${new Date().toISOString()} [supervisor] ${line}`),
  )
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve())
  })
  await service.stop()
  process.exit(0)
}

/** An unsigned call is refused with 403 once the service is up. */
async function answering(settings: PublishSettings): Promise<boolean> {
  try {
    return (await fetch(hookUrl(settings), { method: 'POST' })).status === 403
  } catch {
    return false
  }
}

/** Waits until the service answers on its hook address (after a start, or a restart after a crash). */
export async function untilAnswering(settings: PublishSettings, limitMs: number): Promise<boolean> {
  return waitUntil(() => answering(settings), limitMs)
}

export async function startInBackground(settings: PublishSettings, secret: string): Promise<string> {
  const url = hookUrl(settings)
  if (runningInBackground(settings)) return `the publishing service is running: ${url}`
  const log = path.join(settings.stateDir, 'service.log')
  const [node, args] = serverCommand('supervise')
  startService(supervisorPid(settings), log, node, args, {
    cwd: settings.siteDir,
    env: { ...childEnvironment(), PUBLISH_SECRET: secret },
  })
  const up = await waitUntil(
    async () => (await answering(settings)) || !runningInBackground(settings),
    60_000,
  )
  if (!up || !runningInBackground(settings))
    throw new Error(`the publishing service did not come up; see ${log}`)
  return `the publishing service receives calls on ${url} (supervised; log in ${log})`
}

export const stopInBackground = (settings: PublishSettings) => stopService(supervisorPid(settings))
