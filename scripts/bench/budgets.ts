import type { BuildFigures } from './build-timing'
import type { LighthouseFigures, Throttling } from './lighthouse'
import type { RouteWeights } from './route-weights'
import { median } from './statistics'

/**
 * The budgets of the performance issue. The benchmark prints each as pass or fail; tests never time things.
 *
 * Lighthouse's simulated throttling multiplies what the host's CPU does, so main-thread and paint figures are
 * budgets relative to the anchor (a bare Gatsby page of the same versions, measured in the same run, see
 * anchor-page.ts); sizes and build figures do not depend on the machine's speed in that way and stay absolute.
 */
export const BUDGETS = {
  /** TBT ≤ this × the anchor's TBT */
  tbtRatio: 1.5,
  /**
   * The anchor's TBT counts as at least this when judging TBT: Lighthouse counts only what each task runs
   * past 50 ms, so on a quiet, fast machine the bare page measures 0, and 1.5 × 0 would fail any page.
   */
  tbtAnchorFloorMs: 50,
  /** LCP ≤ this × the floor: the anchor's LCP, or the anchor's with the page's own LCP image when it has one */
  lcpRatio: 1.2,
  /** CLS 0, to Lighthouse's three places */
  cls: 0.0005,
  performanceScore: 100,
  accessibilityScore: 100,
  bestPracticesScore: 100,
  seoScore: 100,
  /**
   * first-party JavaScript the page downloads and runs before a visitor can use it (requested before the load
   * event) ≤ the anchor's plus this (gzip bytes): the level of issue 54, so it cannot grow
   */
  jsBeforeInteractionOverAnchorGzip: 29 * 1024,
  /** first-party JavaScript fetched after the load when the browser is idle (controls' code) ≤ this (gzip bytes) */
  jsIdleGzip: 30 * 1024,
  /** a first tap (Menu, a submenu, Kom in contact, Versturen), the finger lifting to the result on screen: median */
  firstTapMedianMs: 100,
  /** … and every single run of it */
  firstTapEveryMs: 150,
  /** each page load's longest interaction (Event Timing: INP as the browser reports it) */
  inpMs: 100,
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
  /** how Lighthouse throttled the load, for Lighthouse's figures; null for bytes */
  method: Throttling | null
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
 * Every figure of a page with the anchor's and their ratio, judged against the budgets: Lighthouse's figures
 * (when both pages were measured with Lighthouse, under `method`) and the bytes. When the page's LCP is an
 * image, the anchor was also measured with that image under its link (`imageAnchor`): that row shows the least
 * an image LCP costs on this throttling, and the LCP budget is a ratio to it.
 */
export function compareWithAnchor(
  subject: string,
  site: MeasuredPage,
  anchor: MeasuredPage,
  imageAnchor: LighthouseFigures | null = null,
  method: Throttling = 'devtools',
): ComparedFigure[] {
  return [
    ...(site.lighthouse && anchor.lighthouse
      ? lighthouseRows(subject, method, site.lighthouse, anchor.lighthouse, imageAnchor)
      : []),
    ...bytesRows(subject, site.weights, anchor.weights),
  ]
}

interface Budget {
  limit: number
  text: string
  atMost: boolean
}
const atMost = (limit: number, text: string): Budget => ({ limit, text, atMost: true })
const atLeast = (limit: number, text: string): Budget => ({ limit, text, atMost: false })

function figure(
  subject: string,
  method: Throttling | null,
  metric: string,
  unit: Unit,
  site: number,
  anchor: number,
  budget?: Budget,
): ComparedFigure {
  return {
    subject,
    method,
    metric,
    unit,
    site,
    anchor,
    ratio: ratioOf(site, anchor),
    floor: null,
    limit: budget ? budget.text : null,
    pass: budget ? (budget.atMost ? site <= budget.limit : site >= budget.limit) : null,
  }
}

/** Lighthouse's figures of a page under one throttling method, next to the anchor's of the same turns. */
export function lighthouseRows(
  subject: string,
  method: Throttling,
  site: LighthouseFigures,
  anchor: LighthouseFigures,
  imageAnchor: LighthouseFigures | null,
): ComparedFigure[] {
  const row = (metric: string, unit: Unit, siteValue: number, anchorValue: number, budget?: Budget) =>
    figure(subject, method, metric, unit, siteValue, anchorValue, budget)
  const hundred = (limit: number) => atLeast(limit, `= ${limit}`)
  const { scores, metrics } = site
  const lcpFloor = imageAnchor ?? anchor
  const lcpLimit = BUDGETS.lcpRatio * lcpFloor.metrics.lcpMs
  const lcpText = `≤ ${BUDGETS.lcpRatio.toFixed(1)} × ${imageAnchor ? 'floor' : 'anchor'} = ${formatFigure('ms', lcpLimit)}`
  return [
    row(
      'performance',
      'score',
      scores.performance,
      anchor.scores.performance,
      hundred(BUDGETS.performanceScore),
    ),
    row(
      'accessibility',
      'score',
      scores.accessibility,
      anchor.scores.accessibility,
      hundred(BUDGETS.accessibilityScore),
    ),
    row(
      'best practices',
      'score',
      scores['best-practices'],
      anchor.scores['best-practices'],
      hundred(BUDGETS.bestPracticesScore),
    ),
    row('SEO', 'score', scores.seo, anchor.scores.seo, hundred(BUDGETS.seoScore)),
    row('LCP', 'ms', metrics.lcpMs, anchor.metrics.lcpMs, atMost(lcpLimit, lcpText)),
    ...(imageAnchor ? [row(LCP_FLOOR_METRIC, 'ms', imageAnchor.metrics.lcpMs, anchor.metrics.lcpMs)] : []),
    { ...tbtRow(subject, metrics.tbtMs, anchor.metrics.tbtMs), method },
    row('CLS', 'shift', metrics.cls, anchor.metrics.cls, atMost(BUDGETS.cls, '= 0.000')),
    row('FCP', 'ms', metrics.fcpMs, anchor.metrics.fcpMs),
    row('Speed Index', 'ms', metrics.speedIndexMs, anchor.metrics.speedIndexMs),
  ]
}

/** What the page loads (the same under every throttling): JavaScript, CSS and page data, next to the anchor's. */
export function bytesRows(subject: string, site: RouteWeights, anchor: RouteWeights): ComparedFigure[] {
  const row = (metric: string, siteValue: number, anchorValue: number, budget?: Budget) =>
    figure(subject, null, metric, 'bytes', siteValue, anchorValue, budget)
  const jsLimit = anchor.jsBeforeInteractionGzip + BUDGETS.jsBeforeInteractionOverAnchorGzip
  return [
    row('first-party JS, prefetch included (gzip)', site.jsGzip, anchor.jsGzip),
    row(
      'JS before the first interaction (gzip)',
      site.jsBeforeInteractionGzip,
      anchor.jsBeforeInteractionGzip,
      atMost(
        jsLimit,
        `≤ anchor + ${formatFigure('bytes', BUDGETS.jsBeforeInteractionOverAnchorGzip)} = ${formatFigure('bytes', jsLimit)}`,
      ),
    ),
    row(
      'JS fetched when idle after the load (gzip)',
      site.jsIdleGzip,
      anchor.jsIdleGzip,
      atMost(BUDGETS.jsIdleGzip, `≤ ${formatFigure('bytes', BUDGETS.jsIdleGzip)}`),
    ),
    row(
      'CSS (gzip)',
      site.cssGzip,
      anchor.cssGzip,
      atMost(BUDGETS.cssGzip, `≤ ${formatFigure('bytes', BUDGETS.cssGzip)}`),
    ),
    row(
      'page-data.json',
      site.pageDataBytes,
      anchor.pageDataBytes,
      atMost(BUDGETS.pageDataBytes, `≤ ${formatFigure('bytes', BUDGETS.pageDataBytes)}`),
    ),
  ]
}

/** TBT against 1.5 × the anchor's, where the anchor's counts as at least the floor (see BUDGETS). */
export function tbtRow(subject: string, siteMs: number, anchorMs: number): ComparedFigure {
  const floored = anchorMs < BUDGETS.tbtAnchorFloorMs
  const base = floored ? BUDGETS.tbtAnchorFloorMs : anchorMs
  const limit = BUDGETS.tbtRatio * base
  return {
    subject,
    method: null,
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

/** The throttling methods as the report names them. */
export const METHOD_NAMES: Record<Throttling, string> = { simulate: 'simulated', devtools: 'applied' }

/** The judged rows of a comparison as budget checks (for the summary and the JSON file). */
export function routeChecks(rows: readonly ComparedFigure[]): BudgetCheck[] {
  return rows.flatMap((row) =>
    row.limit === null || row.pass === null
      ? []
      : [
          {
            budget: row.method === null ? row.metric : `${row.metric} (${METHOD_NAMES[row.method]})`,
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

/** One timed tap of a user flow (tap-flows.ts): from the finger lifting to the first frame that shows the result. */
export interface TimedTap {
  page: string
  control: string
  /** the first tap of a control in a page load, or the next, once its code and panel are there */
  tap: 'first' | 'second'
  /** from its pointerup (the page answers a tap when the finger lifts): what the budgets judge */
  ms: number
  /** from its pointerdown: the finger's hold included (not judged) */
  fromTouchMs: number
}

/** A page load's longest interaction, and what it was ("click on Menu"). */
export interface LoadInteraction {
  page: string
  inp: number
  was: string
}

/** The runs of one control's first or second tap; `pass` is null where no budget applies (second taps). */
export interface TapRow {
  control: string
  tap: TimedTap['tap']
  median: number
  min: number
  max: number
  runs: number[]
  /** the median from the touch, the finger's hold included */
  fromTouchMedian: number
  pass: boolean | null
}

/** Each control's first and second taps, in the order they were first measured, judged against the budgets. */
export function tapRows(taps: readonly TimedTap[]): TapRow[] {
  const groups = new Map<string, TimedTap[]>()
  for (const tap of taps) {
    const key = `${tap.control}\n${tap.tap}`
    groups.set(key, [...(groups.get(key) ?? []), tap])
  }
  return [...groups.values()].map((these) => {
    const { control, tap: which } = these[0]!
    const runs = these.map((tap) => tap.ms)
    const [middle, max] = [median(runs), Math.max(...runs)]
    return {
      control,
      tap: which,
      median: middle,
      min: Math.min(...runs),
      max,
      runs,
      fromTouchMedian: median(these.map((tap) => tap.fromTouchMs)),
      pass: which === 'first' ? middle <= BUDGETS.firstTapMedianMs && max <= BUDGETS.firstTapEveryMs : null,
    }
  })
}

/** The load whose longest interaction is the longest of all (INP over the run), or null when none was measured. */
export function longestLoad(loads: readonly LoadInteraction[]): LoadInteraction | null {
  return loads.reduce<LoadInteraction | null>(
    (worst, load) => (worst === null || load.inp > worst.inp ? load : worst),
    null,
  )
}

export const FIRST_TAP_BUDGET = 'first tap (applied)'
export const INP_BUDGET = 'INP (applied)'
export const TAPS_NOT_MEASURED_BUDGET = 'taps as user flows'

/** A failed check for taps that could not be measured (a flow that broke): the bench goes on, and fails. */
export function tapsNotMeasured(reason: string): BudgetCheck {
  return {
    budget: TAPS_NOT_MEASURED_BUDGET,
    subject: 'every page',
    value: reason,
    limit: 'measured',
    pass: false,
  }
}

/** The taps' budgets as checks: each control's first tap (median and every run), and INP in every load. */
export function tapChecks(rows: readonly TapRow[], loads: readonly LoadInteraction[]): BudgetCheck[] {
  const firstTaps = rows.flatMap((row) =>
    row.pass === null
      ? []
      : [
          {
            budget: FIRST_TAP_BUDGET,
            subject: row.control,
            value: `median ${formatFigure('ms', row.median)}, at most ${formatFigure('ms', row.max)}`,
            limit: `median ≤ ${BUDGETS.firstTapMedianMs} ms, each ≤ ${BUDGETS.firstTapEveryMs} ms`,
            pass: row.pass,
          },
        ],
  )
  const longest = longestLoad(loads)
  if (!longest) return firstTaps
  return [
    ...firstTaps,
    {
      budget: INP_BUDGET,
      subject: `every load (${loads.length}; the longest: ${longest.page}, ${longest.was})`,
      value: formatFigure('ms', longest.inp),
      limit: `≤ ${BUDGETS.inpMs} ms in every load`,
      pass: longest.inp <= BUDGETS.inpMs,
    },
  ]
}
