import { appendFileSync } from 'node:fs'

/**
 * BUILD_TALLY_FILE: when set, every production build (`gatsby build`, whoever starts it: a script, a test, the
 * publishing loop) adds one line to that file as it starts. `npm test` sets it and prints the count in its
 * closing table, so a change that adds builds to the proof shows.
 */
export function tallyBuild(env: NodeJS.ProcessEnv = process.env): void {
  const file = env.BUILD_TALLY_FILE?.trim()
  if (!file || env.NODE_ENV !== 'production') return
  appendFileSync(file, `${new Date().toISOString()} ${env.CMS_URL?.trim() || 'snapshot'}\n`)
}
