import path from 'node:path'
import { serverCommand, SERVER_MAIN } from '../lib/command-line'
import { runningFrom, startService, stopService, waitUntil } from '../lib/services'
import { requireProgram } from '../lib/system-programs'
import { hookUrl, publishSecret, type PublishSettings } from '../settings'

/**
 * The build hook's receiver: Debian's `webhook` with hooks.json. It accepts a POST to
 * http://PUBLISH_HOOK_HOST:PUBLISH_HOOK_PORT/hooks/publish whose X-Tandem-Signature header is the HMAC-SHA256 of
 * the body with PUBLISH_SECRET (hook-call.ts), answers 202 at once and runs the `hook` command (receive.ts) with
 * the body; a missing or wrong signature gets 403 and runs nothing. Beside it runs the publishing clock
 * (clock-service.ts). Both run in sessions of their own: stopping them ends the builds they started too. The
 * builds get this process's environment (CMS_URL, SITE_URL, …), without the secret.
 */
const receiverPid = (settings: PublishSettings) => path.join(settings.runDir, 'receiver.pid')
const clockPid = (settings: PublishSettings) => path.join(settings.runDir, 'clock.pid')

export const receiverRunning = (settings: PublishSettings) => runningFrom(receiverPid(settings)) !== null

/** An unsigned call is refused with 403 once it is up. */
async function answering(settings: PublishSettings): Promise<boolean> {
  try {
    return (await fetch(hookUrl(settings), { method: 'POST' })).status === 403
  } catch {
    return false
  }
}

export async function startReceiver(settings: PublishSettings): Promise<string> {
  const secret = publishSecret()
  const url = hookUrl(settings)
  if (receiverRunning(settings)) return `the receiver is running: ${url}`
  requireProgram('rsync') // the builds' copies (releases.ts): missing, every build would fail
  const log = path.join(settings.stateDir, 'receiver.log')
  startService(
    receiverPid(settings),
    log,
    requireProgram('webhook'),
    [
      ...['-hooks', path.join(__dirname, 'hooks.json'), '-template'],
      ...['-ip', settings.hookHost, '-port', String(settings.hookPort), '-verbose'],
    ],
    {
      cwd: settings.siteDir,
      // What hooks.json reads: the secret for webhook's own check, and how to run the `hook` command.
      env: {
        ...process.env,
        PUBLISH_SECRET: secret,
        PUBLISH_ROOT: settings.siteDir,
        PUBLISH_NODE: serverCommand()[0],
        PUBLISH_MAIN: SERVER_MAIN,
      },
    },
  )
  const up = await waitUntil(async () => (await answering(settings)) || !receiverRunning(settings), 5000)
  if (!up || !receiverRunning(settings)) {
    throw new Error(`the receiver did not come up; see ${log}`)
  }
  const [node, clockArgs] = serverCommand('clock')
  const environment = { ...process.env }
  delete environment.PUBLISH_SECRET // the clock and its builds have no use for it
  startService(clockPid(settings), path.join(settings.logsDir, 'clock.log'), node, clockArgs, {
    cwd: settings.siteDir,
    env: environment,
  })
  return `receiver: ${url}`
}

export async function stopReceiver(settings: PublishSettings): Promise<void> {
  await stopService(clockPid(settings))
  await stopService(receiverPid(settings))
}
