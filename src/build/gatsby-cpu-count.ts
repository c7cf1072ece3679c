import { availableParallelism } from 'node:os'

/**
 * GATSBY_CPU_COUNT (Gatsby's documented setting), chosen for this machine before Gatsby reads it: gatsby-config sets
 * it, and Gatsby reads it after loading the config (its worker pool, its query runner, the image queue). A value
 * set outside is kept.
 *
 * - **A production build on 2 cores or fewer: 1.** Gatsby then runs the page queries in its main process and keeps
 *   its one worker for the HTML; with more it runs them in workers, restarts every worker after them and waits for
 *   the new ones to load Gatsby again before writing any HTML (about 2.5 s of one core each, on a machine that has
 *   two). Measured on 2 cores against the count below (3): the warm rebuild after one changed item, what an editor
 *   waits for, 27.1–28.7 s → 20.1–22.0 s (3 interleaved runs each); a cold build of the demo content 93–95 → 88 s;
 *   of 10,000 items 217 → 236 s, its peak memory 2.3 → 1.9 GB. The built site is the same but for its build times.
 * - **Otherwise: one more than the machine's cores.** Gatsby turns images in a queue that takes "count − 1" files
 *   at a time, each on one thread (gatsby-plugin-sharp), so with its default one core sat idle through a cold
 *   build's images. `gatsby develop` (the preview) keeps this on every machine: the rule above was measured on builds.
 */
export function gatsbyCpuCount(env: NodeJS.ProcessEnv, cores: number): string {
  const set = env.GATSBY_CPU_COUNT?.trim()
  if (set) return set
  if (env.NODE_ENV === 'production' && cores <= 2) return '1'
  return String(cores + 1)
}

/** Sets GATSBY_CPU_COUNT in `env` (the process's own by default) as gatsbyCpuCount chooses it. */
export function setGatsbyCpuCount(
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): void {
  env.GATSBY_CPU_COUNT = gatsbyCpuCount(env, cores)
}
