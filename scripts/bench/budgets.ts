import type { BuildFigures } from './build-timing'
import type { LighthouseFigures } from './lighthouse'
import type { RouteWeights } from './route-weights'

/**
 * The budgets of the performance issue. The benchmark prints each as pass or fail; tests never time things.
 *
 * Lighthouse's simulated throttling multiplies what the host's CPU does, so main-thread and paint figures are
 * budgets relative to the anchor (a bare Gatsby page of the same versions, measured in the same run, see
 * anchor-page.ts); sizes and build figures do not depend on the machine's speed in that way and stay absolute.
 */
export const BUDGETS = {
  /** TBT ≤ this × the anchor's TBT */
  tbtRatio: 3.0,
  /**
   * The anchor's TBT counts as at least this when judging TBT: Lighthouse counts only what each task runs
   * past 50 ms, so on a quiet, fast machine the bare page measures 0, and 3 × 0 would fail any page.
   */
  tbtAnchorFloorMs: 50,
  /** LCP ≤ this × the anchor's LCP */
  lcpRatio: 1.6,
  cls: 0.01,
  /** performance score ≥ the anchor's minus this */
  performanceBelowAnchor: 5,
  accessibilityScore: 100,
  bestPracticesScore: 100,
  seoScore: 100,
  /** first-party JavaScript before interaction ≤ the anchor's plus this (gzip bytes) */
  firstPartyJsOverAnchorGzip: 40 * 1024,
  cssGzip: 20 * 1024,
  pageDataBytes: 30 * 1024,
  largeBuildSeconds: 5 * 60,
  largeBuildMemoryMb: 4 * 1024,
  warmRebuildSeconds: 20,
  previewLatencySeconds: 10,
} as const

export interface BudgetCheck {
  budget: string
  subject: string
  value: string
  limit: string
  pass: boolean
}

export type Unit = 'score' | 'ms' | 'shift' | 'bytes'

/** One figure of a measured page next to the anchor's, with its budget where it has one. */
export interface ComparedFigure {
  subject: string
  metric: string
  unit: Unit
  site: number
  anchor: number
  /** site ÷ anchor; null where the anchor's figure is 0 (and no floor applies) */
  ratio: number | null
  /** the anchor's figure was below this floor, and the ratio and limit use the floor instead */
  floor: number | null
  limit: string | null
  pass: boolean | null
}

export interface MeasuredPage {
  lighthouse: LighthouseFigures | null
  weights: RouteWeights
}

export function formatFigure(unit: Unit, value: number): string {
  switch (unit) {
    case 'score':
      return String(Math.round(value))
    case 'ms':
      return `${Math.round(value)} ms`
    case 'shift':
      return value.toFixed(3)
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`
  }
}

const ratioOf = (site: number, anchor: number) => (anchor === 0 ? null : site / anchor)

/** The metric name of the row that shows the anchor with the page's own LCP image (not a budget). */
export const LCP_FLOOR_METRIC = 'LCP floor: anchor + this image'

/**
 * Every figure of a page with the anchor's and their ratio, judged against the budgets. Lighthouse figures
 * are compared only when both pages were measured with Lighthouse. When the page's LCP is an image, the anchor
 * was also measured with that image under its link (`imageAnchor`): one more row, unjudged, shows that page's
 * LCP against the anchor's, the least an image LCP costs on this throttling.
 */
export function compareWithAnchor(
  subject: string,
  site: MeasuredPage,
  anchor: MeasuredPage,
  imageAnchor: LighthouseFigures | null = null,
): ComparedFigure[] {
  const rows: ComparedFigure[] = []
  const add = (
    metric: string,
    unit: Unit,
    siteValue: number,
    anchorValue: number,
    budget?: { limit: number; text: string; atMost: boolean },
  ) =>
    rows.push({
      subject,
      metric,
      unit,
      site: siteValue,
      anchor: anchorValue,
      ratio: ratioOf(siteValue, anchorValue),
      floor: null,
      limit: budget ? budget.text : null,
      pass: budget ? (budget.atMost ? siteValue <= budget.limit : siteValue >= budget.limit) : null,
    })
  const atMost = (limit: number, text: string) => ({ limit, text, atMost: true })
  const atLeast = (limit: number, text: string) => ({ limit, text, atMost: false })

  if (site.lighthouse && anchor.lighthouse) {
    const { scores, metrics } = site.lighthouse
    const anchorScores = anchor.lighthouse.scores
    const anchorMetrics = anchor.lighthouse.metrics
    const performanceLimit = anchorScores.performance - BUDGETS.performanceBelowAnchor
    add(
      'performance',
      'score',
      scores.performance,
      anchorScores.performance,
      atLeast(
        performanceLimit,
        `≥ ${anchorScores.performance} − ${BUDGETS.performanceBelowAnchor} = ${performanceLimit}`,
      ),
    )
    const hundred = (limit: number) => atLeast(limit, `= ${limit}`)
    add(
      'accessibility',
      'score',
      scores.accessibility,
      anchorScores.accessibility,
      hundred(BUDGETS.accessibilityScore),
    )
    add(
      'best practices',
      'score',
      scores['best-practices'],
      anchorScores['best-practices'],
      hundred(BUDGETS.bestPracticesScore),
    )
    add('SEO', 'score', scores.seo, anchorScores.seo, hundred(BUDGETS.seoScore))
    const lcpLimit = BUDGETS.lcpRatio * anchorMetrics.lcpMs
    add(
      'LCP',
      'ms',
      metrics.lcpMs,
      anchorMetrics.lcpMs,
      atMost(lcpLimit, `≤ ${BUDGETS.lcpRatio.toFixed(1)} × anchor = ${formatFigure('ms', lcpLimit)}`),
    )
    if (imageAnchor) add(LCP_FLOOR_METRIC, 'ms', imageAnchor.metrics.lcpMs, anchorMetrics.lcpMs)
    rows.push(tbtRow(subject, metrics.tbtMs, anchorMetrics.tbtMs))
    add('CLS', 'shift', metrics.cls, anchorMetrics.cls, atMost(BUDGETS.cls, `≤ ${BUDGETS.cls}`))
    add('FCP', 'ms', metrics.fcpMs, anchorMetrics.fcpMs)
    add('Speed Index', 'ms', metrics.speedIndexMs, anchorMetrics.speedIndexMs)
  }
  const jsLimit = anchor.weights.jsGzip + BUDGETS.firstPartyJsOverAnchorGzip
  add(
    'first-party JS (gzip)',
    'bytes',
    site.weights.jsGzip,
    anchor.weights.jsGzip,
    atMost(
      jsLimit,
      `≤ anchor + ${formatFigure('bytes', BUDGETS.firstPartyJsOverAnchorGzip)} = ${formatFigure('bytes', jsLimit)}`,
    ),
  )
  add('JS run (gzip)', 'bytes', site.weights.jsExecutedGzip, anchor.weights.jsExecutedGzip)
  add(
    'CSS (gzip)',
    'bytes',
    site.weights.cssGzip,
    anchor.weights.cssGzip,
    atMost(BUDGETS.cssGzip, `≤ ${formatFigure('bytes', BUDGETS.cssGzip)}`),
  )
  add(
    'page-data.json',
    'bytes',
    site.weights.pageDataBytes,
    anchor.weights.pageDataBytes,
    atMost(BUDGETS.pageDataBytes, `≤ ${formatFigure('bytes', BUDGETS.pageDataBytes)}`),
  )
  return rows
}

/** TBT against 3 × the anchor's, where the anchor's counts as at least the floor (see BUDGETS). */
export function tbtRow(subject: string, siteMs: number, anchorMs: number): ComparedFigure {
  const floored = anchorMs < BUDGETS.tbtAnchorFloorMs
  const base = floored ? BUDGETS.tbtAnchorFloorMs : anchorMs
  const limit = BUDGETS.tbtRatio * base
  return {
    subject,
    metric: 'TBT',
    unit: 'ms',
    site: siteMs,
    anchor: anchorMs,
    ratio: siteMs / base,
    floor: floored ? BUDGETS.tbtAnchorFloorMs : null,
    limit: floored
      ? `≤ ${BUDGETS.tbtRatio.toFixed(1)} × ${BUDGETS.tbtAnchorFloorMs} ms (floor) = ${formatFigure('ms', limit)}`
      : `≤ ${BUDGETS.tbtRatio.toFixed(1)} × anchor = ${formatFigure('ms', limit)}`,
    pass: siteMs <= limit,
  }
}

/** The judged rows of a comparison as budget checks (for the summary and the JSON file). */
export function routeChecks(rows: readonly ComparedFigure[]): BudgetCheck[] {
  return rows.flatMap((row) =>
    row.limit === null || row.pass === null
      ? []
      : [
          {
            budget: row.metric,
            subject: row.subject,
            value: formatFigure(row.unit, row.site),
            limit: row.limit,
            pass: row.pass,
          },
        ],
  )
}

export function buildChecks(builds: { largeCold?: BuildFigures; demoWarm?: BuildFigures }): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  if (builds.largeCold) {
    const { seconds, peakMemoryMb } = builds.largeCold
    checks.push({
      budget: 'build time',
      subject: '10,000 items, cold',
      value: `${seconds.toFixed(1)} s`,
      limit: `< ${BUDGETS.largeBuildSeconds} s`,
      pass: seconds < BUDGETS.largeBuildSeconds,
    })
    checks.push({
      budget: 'peak memory',
      subject: '10,000 items, cold',
      value: `${peakMemoryMb} MB`,
      limit: `≤ ${BUDGETS.largeBuildMemoryMb} MB`,
      pass: peakMemoryMb <= BUDGETS.largeBuildMemoryMb,
    })
  }
  if (builds.demoWarm) {
    checks.push({
      budget: 'warm rebuild',
      subject: 'demo, one item changed',
      value: `${builds.demoWarm.seconds.toFixed(1)} s`,
      limit: `< ${BUDGETS.warmRebuildSeconds} s`,
      pass: builds.demoWarm.seconds < BUDGETS.warmRebuildSeconds,
    })
  }
  return checks
}
