/**
 * The server side's one command line: `node --import tsx server/main.ts <command> [arguments]`. The npm scripts,
 * webhook (hooks.json) and the services run it. Each command is the entry of one module, loaded only when asked
 * for; settings.ts reads the environment for all of them.
 */
import { publishSettings } from './settings'

/** `run` resolves with the exit code, or with anything else for 0. */
type Command = { usage: string; run: (args: string[]) => Promise<unknown> }

const print = (lines: string | string[]) => {
  for (const line of [lines].flat()) console.info(`[publish] ${line}`)
}

const COMMANDS: Record<string, Command> = {
  hook: {
    usage: "the receiver's command (webhook runs it): queues the call in PUBLISH_HOOK_PAYLOAD, then builds",
    run: async () => {
      // When this process started: as close to webhook's call as it can tell.
      const receivedMs = Math.round(performance.timeOrigin)
      const body = process.env.PUBLISH_HOOK_PAYLOAD ?? ''
      delete process.env.PUBLISH_SECRET // nothing after the receiver's check needs it
      const { receiveHook } = await import('./publish/receive')
      await receiveHook(publishSettings(), body, receivedMs)
    },
  },
  drain: {
    usage: 'builds what is queued, unless a build is under way',
    run: async () => (await import('./publish/drain')).drainQueue(publishSettings()),
  },
  rollback: {
    usage: '[<release>]: the live site goes back one release (or to the one named); publishing pauses',
    run: async ([release]) =>
      print(await (await import('./publish/rollback')).rollback(publishSettings(), release)),
  },
  receiver: {
    usage: 'start|stop|status: the hook receiver (webhook) and the publishing clock',
    run: async ([action]) => {
      const receiver = await import('./publish/receiver')
      const settings = publishSettings()
      if (action === 'start') return print(await receiver.startReceiver(settings))
      if (action === 'stop') return receiver.stopReceiver(settings)
      if (action === 'status') return status(receiver.receiverRunning(settings), 'receiver')
      return usage('receiver')
    },
  },
  nginx: {
    usage: 'start|stop|reload|status: nginx serving the live release',
    run: async ([action]) => {
      const nginx = await import('./publish/nginx')
      const settings = publishSettings()
      if (action === 'start') return print(nginx.startNginx(settings))
      if (action === 'stop') return nginx.stopNginx(settings)
      if (action === 'reload') return nginx.reloadNginx(settings)
      if (action === 'status') return status(nginx.nginxRunning(settings), 'nginx')
      return usage('nginx')
    },
  },
  clock: {
    usage: 'the publishing clock, until stopped (the receiver starts it)',
    run: async () => (await import('./publish/clock-service')).runClock(publishSettings()),
  },
  local: {
    usage:
      'npm run publish:local: WordPress, the receiver, a first release, nginx and the preview on this machine',
    run: async () =>
      (await import('./publish/local')).publishLocally(
        publishSettings(),
        (await import('./preview/start')).startPreviewServer,
      ),
  },
  preview: {
    usage: 'npm run preview: the preview server behind its gate',
    run: async () => (await import('./preview/start')).runPreview(),
  },
  'serve-nginx': {
    usage: 'npm run serve:nginx: a build served by nginx in the foreground',
    run: async () => (await import('./hosting/serve-nginx')).serveWithNginx(),
  },
}

function status(running: boolean, what: string): number {
  print(`${what} ${running ? 'running' : 'not running'}`)
  return running ? 0 : 1
}

function usage(name?: string): number {
  const listed = name ? [name] : Object.keys(COMMANDS)
  for (const command of listed)
    console.error(`  server/main.ts ${command}  ${COMMANDS[command]?.usage ?? ''}`)
  return 2
}

async function main(): Promise<void> {
  const [name = '', ...args] = process.argv.slice(2)
  const command = COMMANDS[name]
  if (!command) {
    process.exitCode = usage()
    return
  }
  try {
    const code = await command.run(args)
    if (typeof code === 'number') process.exitCode = code
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}

void main()
