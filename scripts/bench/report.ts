import {
  BUDGETS,
  formatFigure,
  LCP_FLOOR_METRIC,
  METHOD_NAMES,
  TAPS_NOT_MEASURED_BUDGET,
  type ComparedFigure,
} from './budgets'
import type { LongTask } from './long-tasks'
import type { Throttling } from './lighthouse'
import type { BenchResults, RouteResult } from './results'
import type { RouteWeights } from './route-weights'
import { formatPreviewLatency } from './preview-latency'
import { formatTapReport, TAP_BUDGETS } from './tap-report'
import { table } from './text-table'

const THROTTLING_WORDS: Record<Throttling, string> = {
  devtools: 'applied: the load really slowed down (562.5 ms per request, 1.44 Mbps, CPU 4×)',
  simulate: "simulated: Lighthouse's model of one fast load, as PageSpeed Insights measures",
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => String(Math.round(value))

const ratio = (row: ComparedFigure) =>
  row.ratio === null ? '–' : `${row.ratio.toFixed(2)}×${row.floor === null ? '' : ' (floor)'}`

/** Every figure of every measured page next to the anchor's, with the ratio and the budget. */
function comparisonTable(routes: readonly RouteResult[]): string {
  return table(
    ['page', 'throttling', 'metric', 'site', 'anchor', 'ratio', 'budget', 'result'],
    routes.flatMap((route) =>
      route.comparison.map((row) => [
        route.label,
        row.method === null ? '' : METHOD_NAMES[row.method],
        row.metric,
        formatFigure(row.unit, row.site),
        formatFigure(row.unit, row.anchor),
        ratio(row),
        row.limit ?? '',
        row.pass === null ? '' : row.pass ? 'pass' : 'FAIL',
      ]),
    ),
  )
}

/**
 * Where a page's LCP is an image, the row "LCP floor" is the anchor with that image under its link, measured in
 * the same turns: what any Gatsby page pays for such an LCP on this throttling, whatever else it runs.
 */
function lcpFloorNote(routes: readonly RouteResult[]): string {
  const lines = routes.map((route) => {
    const image = route.lcpImage!
    const versus = (row: ComparedFigure | undefined) => (row ? ratio(row) : '–')
    const byMethod = route.methods.map(({ throttling }) => {
      const find = (metric: string) =>
        route.comparison.find((row) => row.metric === metric && row.method === throttling)
      return `${METHOD_NAMES[throttling]}: the anchor with that image ${versus(find(LCP_FLOOR_METRIC))} the anchor's LCP, the page ${versus(find('LCP'))}`
    })
    return `${route.label}: its LCP is the image ${image.url} (${image.width}×${image.height} px, ${kb(image.bytes)} KB). ${byMethod.join('; ')}.`
  })
  return [
    `${LCP_FLOOR_METRIC} (not a budget): the bare page with the page's own LCP image under its link, at the ` +
      "page's size, measured in the same turns. An image is requested only once the HTML has come, and pays " +
      'its own round trip; this is the least such an LCP costs here, whatever the page runs.',
    ...lines,
  ].join('\n')
}

function weightsRow(label: string, weights: RouteWeights): string[] {
  return [
    label,
    kb(weights.jsGzip),
    kb(weights.jsBeforeInteractionGzip),
    kb(weights.jsIdleGzip),
    kb(weights.cssGzip),
    kb(weights.htmlBytes),
    kb(weights.htmlGzip),
    kb(weights.pageDataBytes),
    String(weights.requests),
    String(weights.thirdPartyRequests),
  ]
}

const taskLine = (task: LongTask) =>
  `${ms(task.durationMs)} ms at ${ms(task.startMs)} ms: ` +
  (task.work.length === 0
    ? '(nothing traced)'
    : task.work
        .map((work) =>
          work.fn === ''
            ? `${work.kind} ${ms(work.ms)} ms`
            : `${work.fn}${work.source ? ` (${work.source})` : ''} in ${work.script || work.kind} ${ms(work.ms)} ms`,
        )
        .join('; '))

/**
 * Every run's long tasks, from its trace (long-tasks.ts): each task Lighthouse counts toward TBT, with the largest
 * pieces of script in it, named through the build's source maps. The anchor's are not listed.
 */
function longTasksReport(routes: readonly RouteResult[]): string {
  const lines = [
    'Long tasks of every run (length as Lighthouse counts it; the largest script in each, source-mapped)',
  ]
  for (const route of routes) {
    for (const method of route.methods) {
      method.lighthouse.longTasks.forEach((tasks, index) => {
        const heading = `${route.label}, ${METHOD_NAMES[method.throttling]}, run ${index + 1} (TBT ${ms(method.lighthouse.samples.tbtMs[index] ?? NaN)} ms)`
        lines.push(
          tasks.length === 0 ? `${heading}: none` : `${heading}:`,
          ...tasks.map((task) => `  ${taskLine(task)}`),
        )
      })
    }
  }
  return lines.join('\n')
}

export function formatReport(results: BenchResults): string {
  const parts: string[] = []
  const { anchor } = results
  const methods = results.lighthouseThrottlings
  parts.push(
    `Anchor: a bare Gatsby ${anchor.versions.gatsby} page (React ${anchor.versions.react}, react-dom ${anchor.versions.reactDom}; ` +
      `a heading, a paragraph and a link, no plugins), built in ${anchor.buildSeconds.toFixed(1)} s.\n` +
      `Lighthouse ${results.lighthouseVersion}, mobile emulation, each page under ${methods.length === 1 ? 'one throttling method' : 'both throttling methods'}: ` +
      `${methods.map((method) => THROTTLING_WORDS[method]).join('; ')}. Each page in turns with the anchor ` +
      `(page, anchor, page, anchor, …; a fresh Chromium each run), median of ${results.lighthouseRuns} runs of each. ` +
      'Ratio = page ÷ anchor.',
  )
  if (results.lighthouseRuns < 3) {
    parts.push(`Only ${results.lighthouseRuns} run(s) per page: the budgets need the median of at least 3.`)
  }
  parts.push(comparisonTable(results.routes))
  const floored = results.routes.filter((route) => route.comparison.some((row) => row.floor !== null))
  if (floored.length > 0) {
    parts.push(
      `TBT: the anchor measured under the ${BUDGETS.tbtAnchorFloorMs} ms floor next to ${floored.map((route) => route.label).join(', ')}; ` +
        `there the ratio and the limit use ${BUDGETS.tbtAnchorFloorMs} ms instead (Lighthouse counts only what a task runs past 50 ms).`,
    )
  }
  const withImage = results.routes.filter((route) => route.lcpImage)
  if (withImage.length > 0) parts.push(lcpFloorNote(withImage))
  const runs = (values: readonly number[]) => values.map(ms).join(' / ')
  parts.push(
    'TBT of each run, ms, in the order measured (the spread is the machine)',
    table(
      ['page', 'throttling', 'page runs', 'anchor runs'],
      results.routes.flatMap((route) =>
        route.methods.map((method) => [
          route.label,
          METHOD_NAMES[method.throttling],
          runs(method.lighthouse.samples.tbtMs),
          runs(method.anchorLighthouse.samples.tbtMs),
        ]),
      ),
    ),
    longTasksReport(results.routes),
  )
  parts.push(
    'Before interaction (KB; JS and CSS gzip; JS = first-party, run + prefetched by the page itself)',
    table(
      [
        'route',
        'JS',
        'JS before use',
        'JS when idle',
        'CSS',
        'HTML',
        'HTML gzip',
        'page-data',
        'requests',
        '3rd party',
      ],
      [
        ...results.routes.map(({ label, weights }) => weightsRow(label, weights)),
        weightsRow('anchor', anchor.weights),
      ],
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
  const tapsFailed = results.budgets.find((check) => check.budget === TAPS_NOT_MEASURED_BUDGET)
  parts.push(
    results.taps
      ? formatTapReport(results.taps)
      : `Taps: not measured (${tapsFailed ? `FAIL: ${tapsFailed.value}` : '--only'})`,
  )
  const routeLabels = new Set(results.routes.map((route) => route.label))
  const otherChecks = results.budgets.filter(
    (check) => !routeLabels.has(check.subject) && !TAP_BUDGETS.includes(check.budget),
  )
  if (otherChecks.length > 0) {
    parts.push(
      'Build budgets',
      table(
        ['budget', 'subject', 'value', 'limit', 'result'],
        otherChecks.map((check) => [
          check.budget,
          check.subject,
          check.value,
          check.limit,
          check.pass ? 'pass' : 'FAIL',
        ]),
      ),
    )
  }
  const failed = results.budgets.filter((check) => !check.pass).length
  parts.push(
    failed === 0
      ? `All ${results.budgets.length} budgets pass.`
      : `${failed} of ${results.budgets.length} budgets FAIL.`,
  )
  return parts.join('\n\n')
}
