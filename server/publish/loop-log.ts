import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PublishSettings } from '../settings'

/**
 * The publishing service's log, logs/build-loop.log in the state folder: which calls it accepted, refused or held,
 * what each build came to, the clock's wakes, starts, stops and recoveries. (Each build's own output goes to
 * logs/<release>.log.)
 */
export function note(settings: PublishSettings, line: string): void {
  mkdirSync(settings.logsDir, { recursive: true })
  appendFileSync(
    path.join(settings.logsDir, 'build-loop.log'),
    `${new Date().toISOString()} [publish] ${line}\n`,
  )
}
