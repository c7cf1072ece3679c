import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The project's folder: builds run here, into its public/, with its Gatsby cache. Found from this file upwards
 * (the first folder with the project's gatsby-config.ts), so it is the same whether this runs as TypeScript from
 * server/lib/ or compiled into dist/server/ (the service as production runs it).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'gatsby-config.ts')) && existsSync(path.join(dir, 'package.json')))
      return dir
    if (path.dirname(dir) === dir) throw new Error(`No project folder (with gatsby-config.ts) above ${from}`)
  }
}

export const ROOT = findRoot(__dirname)
