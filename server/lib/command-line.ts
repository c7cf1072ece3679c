import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './root'

/**
 * server/main.ts compiled (`npm run build:server`, scripts/build-server.mjs): the server side's one command line as
 * production runs it, plain JavaScript on Node without a TypeScript loader.
 */
export const COMPILED_MAIN = path.join(ROOT, 'dist/server/main.js')

/** The program and arguments that run a command of the compiled server/main.ts with this Node. */
export function serverCommand(...args: string[]): [string, string[]] {
  if (!existsSync(COMPILED_MAIN))
    throw new Error(
      `${path.relative(ROOT, COMPILED_MAIN)} is missing: compile the server first (npm run build:server)`,
    )
  return [process.execPath, [COMPILED_MAIN, ...args]]
}
