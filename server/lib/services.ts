import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { processStat } from './processes'

/**
 * Background services (the publishing service's supervisor, nginx): started in a session of their own, so
 * stopping one ends everything it started, and found again through a file holding its process id.
 */

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists, under another user
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A service whose starter has exited belongs to init once it ends, and stays a zombie (state Z) until init
  // reaps it, seconds later on some machines: it has stopped all the same.
  const stat = processStat(pid)
  return stat !== null && stat.state !== 'Z'
}

/** The process id in `pidFile` when that process is running, else null. */
export function runningFrom(pidFile: string): number | null {
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim())
  } catch {
    return null
  }
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves true as soon as `condition` holds, false when it still does not after `limitMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  limitMs: number,
): Promise<boolean> {
  const until = Date.now() + limitMs
  for (;;) {
    if (await condition()) return true
    if (Date.now() >= until) return false
    await sleep(50)
  }
}

/**
 * Starts `program` in a session of its own (setsid), its output appended to `logFile`, and notes its id in
 * `pidFile`. It goes on after this process exits.
 */
export function startService(
  pidFile: string,
  logFile: string,
  program: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): number {
  mkdirSync(path.dirname(pidFile), { recursive: true })
  mkdirSync(path.dirname(logFile), { recursive: true })
  const log = openSync(logFile, 'a')
  try {
    const child = spawn(program, args, { ...options, detached: true, stdio: ['ignore', log, log] })
    if (child.pid === undefined) throw new Error(`${program} could not be started`)
    child.unref()
    writeFileSync(pidFile, String(child.pid))
    return child.pid
  } finally {
    closeSync(log)
  }
}

/** Stops the service in `pidFile` with everything it started (its process group), and waits until it is gone. */
export async function stopService(pidFile: string): Promise<void> {
  const pid = runningFrom(pidFile)
  if (pid !== null) {
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      // gone meanwhile
    }
    // A supervisor gives what it supervises 10 s to stop (lib/supervisor.ts) before it ends it.
    await waitUntil(() => !isRunning(pid), 15_000)
  }
  rmSync(pidFile, { force: true })
}
