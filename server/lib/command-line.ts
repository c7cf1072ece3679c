import { spawn } from 'node:child_process'
import path from 'node:path'

/** server/main.ts, the server side's one command line. */
export const SERVER_MAIN = path.resolve(__dirname, '../main.ts')

/**
 * The program and arguments that run a command of server/main.ts: this Node with tsx's loader (one process, where
 * tsx's own command line would start a second).
 */
export const serverCommand = (...args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', SERVER_MAIN, ...args],
]

/** Runs a command of server/main.ts on its own, after this process has gone (output dropped). */
export function startDetachedCommand(cwd: string, ...args: string[]): void {
  const [program, programArgs] = serverCommand(...args)
  spawn(program, programArgs, { cwd, detached: true, stdio: 'ignore' }).unref()
}
