/**
 * The server side's one command line: `node dist/server/main.js <command> [arguments]`, compiled from this file
 * (`npm run build:server`). The npm scripts, the systemd unit and the supervisor run it. Each command is the entry
 * of one module; settings.ts reads the environment for all of them.
 */
import { publishSecret, publishSettings } from './settings'

/** `run` resolves with the exit code, or with anything else for 0. */
type Command = { usage: string; run: (args: string[]) => Promise<unknown> }

const print = (lines: string | string[]) => {
  for (const line of [lines].flat()) console.info(`[publish] ${line}`)
}

const COMMANDS: Record<string, Command> = {
  service: {
    usage:
      'run|start|stop|status: the publishing service (run: in the foreground, as the systemd unit starts it; start: supervised in the background)',
    run: async ([action]) => {
      const settings = publishSettings()
      if (action === 'run') return (await import('./publish/service')).runService(settings, publishSecret())
      const background = await import('./publish/background')
      if (action === 'start') return print(await background.startInBackground(settings, publishSecret()))
      if (action === 'stop') return background.stopInBackground(settings)
      if (action === 'status') return status(background.runningInBackground(settings), 'the service')
      return usage('service')
    },
  },
  supervise: {
    usage: 'the publishing service, started again whenever it ends (what `service start` runs)',
    run: async () => (await import('./publish/background')).superviseService(publishSettings()),
  },
  rollback: {
    usage: '[<release>]: the live site goes back one release (or to the one named); publishing pauses',
    run: async ([release]) =>
      print(await (await import('./publish/rollback')).rollback(publishSettings(), release)),
  },
  nginx: {
    usage: 'start|stop|reload|status: nginx serving the live release',
    run: async ([action]) => {
      const nginx = await import('./publish/nginx')
      const settings = publishSettings()
      if (action === 'start') return print(await nginx.startNginx(settings))
      if (action === 'stop') return nginx.stopNginx(settings)
      if (action === 'reload') return nginx.reloadNginx(settings)
      if (action === 'status') return status(nginx.nginxRunning(settings), 'nginx')
      return usage('nginx')
    },
  },
  local: {
    usage:
      'npm run publish:local: WordPress, the publishing service, a first release, nginx and the preview on this machine',
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
  for (const command of listed) console.error(`  main.js ${command}  ${COMMANDS[command]?.usage ?? ''}`)
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
