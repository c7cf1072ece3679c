import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT, serveBuild } from '../support/serve-build'
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
  const argv = process.argv.slice(2)
  const runsIndex = argv.indexOf('--runs')
  const runs = runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 5
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1')
  const server = await serveBuild(PORT)
  const results = await measureTaps(server.origin, runs, (line) =>
    console.info(`[bench:taps] ${line}`),
  ).finally(() => server.stop())
  console.info(`\n${formatTapReport(results)}`)
  const measuredAt = new Date().toISOString()
  const outDir = path.join(ROOT, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const json = `${JSON.stringify({ measuredAt, ...results }, null, 2)}\n`
  writeFileSync(path.join(outDir, `taps-${measuredAt.replace(/[:.]/g, '-')}.json`), json)
  writeFileSync(path.join(outDir, 'taps-latest.json'), json)
  if (results.checks.some((check) => !check.pass)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
