import { serveBuild } from '../support/serve-build'
import { runsOption, writeResults } from './cli'
import { measureTaps } from './tap-flows'
import { formatTapReport } from './tap-report'

/**
 * `npm run bench:taps`: the bench's taps as user flows (tap-flows.ts) alone, on the build in public/. Prints the
 * interaction table, writes bench-results/taps-<time>.json (and taps-latest.json), exits 1 when a budget is missed.
 *
 *   --runs N   page loads per page (default 5)
 */
const PORT = 9320

async function main(): Promise<void> {
  const runs = runsOption(process.argv.slice(2), 5)
  const server = await serveBuild(PORT)
  const results = await measureTaps(server.origin, runs, (line) =>
    console.info(`[bench:taps] ${line}`),
  ).finally(() => server.stop())
  console.info(`\n${formatTapReport(results)}`)
  const measuredAt = new Date().toISOString()
  writeResults('taps', 'taps-latest.json', measuredAt, { measuredAt, ...results })
  if (results.checks.some((check) => !check.pass)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
