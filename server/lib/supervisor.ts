import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Keeps a program running as systemd's `Restart=always` does: started again `restartDelayMs` after it ends, for
 * whatever reason, until `stop`. Like systemd's stop of a unit, `stop` sends SIGTERM and, when the program is still
 * there after `stopLimitMs`, SIGKILL, and what the program left in its process group goes with it. `npm run
 * publish:local` supervises the publishing service so, in the foreground, and so does `service start` in the
 * background (the tests, a machine without systemd).
 */
export interface Supervised {
  /** the running program's process id, or null between two runs */
  pid(): number | null
  /** how many times it was started */
  starts(): number
  stop(): Promise<void>
}

export interface SuperviseOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** where its output goes: this process's own (inherit), or a file descriptor */
  output: 'inherit' | number
  restartDelayMs?: number
  stopLimitMs?: number
  /** told every start and every end, for the log */
  onEvent?: (line: string) => void
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // gone already
  }
}

export function supervise(program: string, args: readonly string[], options: SuperviseOptions): Supervised {
  const { restartDelayMs = 1000, stopLimitMs = 10_000, onEvent = () => undefined } = options
  let child: ChildProcess | null = null
  let count = 0
  let stopping = false
  let restartTimer: NodeJS.Timeout | null = null

  function start(): void {
    if (stopping) return
    count++
    const started = spawn(program, args, {
      cwd: options.cwd,
      env: options.env,
      // A process group of its own: what it leaves behind when it dies can be found and ended.
      detached: true,
      stdio: ['ignore', options.output, options.output],
    })
    child = started
    onEvent(`started (process ${started.pid ?? '?'})`)
    started.once('exit', (code, signal) => {
      if (started.pid) killGroup(started.pid, 'SIGKILL')
      child = null
      if (stopping) return
      onEvent(`ended (${signal ?? `exit ${code}`}); starting again in ${restartDelayMs} ms`)
      restartTimer = setTimeout(start, restartDelayMs)
    })
    started.once('error', (error) => onEvent(`could not start: ${error.message}`))
  }

  start()
  return {
    pid: () => child?.pid ?? null,
    starts: () => count,
    async stop() {
      stopping = true
      if (restartTimer) clearTimeout(restartTimer)
      const running = child
      const pid = running?.pid
      if (!running || pid === undefined) return
      const ended = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill('SIGTERM')
      const limit = setTimeout(() => killGroup(pid, 'SIGKILL'), stopLimitMs)
      await ended
      clearTimeout(limit)
    },
  }
}
