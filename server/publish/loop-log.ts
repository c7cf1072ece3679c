import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PublishSettings } from '../settings'

/**
 * The build loop's log, logs/build-loop.log in the state folder: which calls it took, refused or held, what each
 * build came to. (Each build's own output goes to logs/<release>.log.)
 */
export function note(settings: PublishSettings, line: string): void {
  mkdirSync(settings.logsDir, { recursive: true })
  appendFileSync(
    path.join(settings.logsDir, 'build-loop.log'),
    `${new Date().toISOString()} [publish] ${line}\n`,
  )
}
