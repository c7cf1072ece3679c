import { appendFileSync } from 'node:fs'

/**
 * BUILD_STEPS_FILE: when set, a production build notes the moment it reaches each of these steps, one JSON line
 * each ({"step":"sourced","at":1764400000000}), written by the site's own gatsby-node.ts. The publishing service
 * times a build's phases from them (server/publish/gatsby-build.ts) rather than from Gatsby's printed lines.
 *   sourcing      sourcing starts (the site's createSchemaCustomization, the last one before sourceNodes)
 *   sourced       every plugin's sourceNodes has run (the site's own runs last)
 *   bootstrapped  Gatsby's bootstrap is over: schema, pages, queries extracted (onPostBootstrap)
 */
export const BUILD_STEPS = ['sourcing', 'sourced', 'bootstrapped'] as const
export type BuildStep = (typeof BUILD_STEPS)[number]

export function markBuildStep(step: BuildStep, env: NodeJS.ProcessEnv = process.env, now = Date.now()): void {
  const file = env.BUILD_STEPS_FILE?.trim()
  // Query and HTML workers load gatsby-node.ts too; only the build's main process marks its steps.
  if (!file || env.NODE_ENV !== 'production' || env.GATSBY_WORKER_POOL_WORKER) return
  appendFileSync(file, `${JSON.stringify({ step, at: now })}\n`)
}

/** The moments (ms since 1970) in a steps file's text; a step noted twice keeps its first moment. */
export function readBuildSteps(text: string): Partial<Record<BuildStep, number>> {
  const steps: Partial<Record<BuildStep, number>> = {}
  for (const line of text.split('\n')) {
    let entry: unknown
    try {
      entry = JSON.parse(line)
    } catch {
      continue
    }
    if (typeof entry !== 'object' || entry === null) continue
    const { step, at } = entry as { step?: unknown; at?: unknown }
    const known = BUILD_STEPS.find((name) => name === step)
    if (known && typeof at === 'number' && Number.isFinite(at) && steps[known] === undefined)
      steps[known] = at
  }
  return steps
}
