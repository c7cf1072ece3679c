import { formatPreviewLatency } from './preview-latency'
import type { BudgetCheck } from './budgets'
import type { BenchResults } from './results'

/** Plain-text tables for the terminal (and for pasting into notes). */
function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`
  return [line(headers), rule, ...rows.map(line)].join('\n')
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => String(Math.round(value))

export function formatReport(results: BenchResults, checks: BudgetCheck[]): string {
  const parts: string[] = []
  if (results.routes.some((route) => route.lighthouse)) {
    parts.push(
      `Lighthouse ${results.lighthouseVersion}, mobile emulation, simulated throttling, median of ${results.lighthouseRuns} runs`,
      table(
        ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms'],
        results.routes.map(({ label, lighthouse }) =>
          lighthouse
            ? [
                label,
                String(lighthouse.scores.performance),
                String(lighthouse.scores.accessibility),
                String(lighthouse.scores['best-practices']),
                String(lighthouse.scores.seo),
                ms(lighthouse.metrics.lcpMs),
                ms(lighthouse.metrics.tbtMs),
                lighthouse.metrics.cls.toFixed(3),
                ms(lighthouse.metrics.fcpMs),
                ms(lighthouse.metrics.speedIndexMs),
              ]
            : [label, '-', '-', '-', '-', '-', '-', '-', '-', '-'],
        ),
      ),
    )
  }
  parts.push(
    'Before interaction (KB; JS and CSS gzip; JS = first-party, run + prefetched by the page itself)',
    table(
      ['route', 'JS', 'JS run', 'CSS', 'HTML', 'HTML gzip', 'page-data', 'requests', '3rd party'],
      results.routes.map(({ label, weights }) => [
        label,
        kb(weights.jsGzip),
        kb(weights.jsExecutedGzip),
        kb(weights.cssGzip),
        kb(weights.htmlBytes),
        kb(weights.htmlGzip),
        kb(weights.pageDataBytes),
        String(weights.requests),
        String(weights.thirdPartyRequests),
      ]),
    ),
  )
  if (results.builds.length > 0) {
    parts.push(
      'Builds (wall time of `gatsby build`; peak = resident memory of gatsby and its workers together)',
      table(
        ['content', 'build', 'seconds', 'peak MB', 'pages rendered'],
        results.builds.map((build) => [
          build.content,
          build.kind,
          build.seconds.toFixed(1),
          String(build.peakMemoryMb),
          String(build.pages),
        ]),
      ),
    )
  }
  parts.push(
    results.sourcing
      ? `Sourcing from ${results.sourcing.cmsUrl}: ${results.sourcing.items} items in ${results.sourcing.requests} requests, ` +
          `${results.sourcing.seconds.toFixed(2)} s, ${results.sourcing.itemsPerSecond.toFixed(0)} items/s (median of ${results.sourcing.runs})`
      : `Sourcing: not measured (${results.sourcingSkipped ?? 'no WordPress running'})`,
    results.preview ? formatPreviewLatency(results.preview) : 'Preview latency: not measured (--no-cms)',
  )
  parts.push(
    'Budgets',
    table(
      ['budget', 'subject', 'value', 'limit', 'result'],
      checks.map((check) => [
        check.budget,
        check.subject,
        check.value,
        check.limit,
        check.pass ? 'pass' : 'FAIL',
      ]),
    ),
  )
  const failed = checks.filter((check) => !check.pass).length
  parts.push(failed === 0 ? 'All budgets pass.' : `${failed} budget(s) FAIL.`)
  return parts.join('\n\n')
}
