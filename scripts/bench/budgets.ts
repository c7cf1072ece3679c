import type { BuildFigures } from './build-timing'
import type { LighthouseFigures } from './lighthouse'
import type { RouteWeights } from './route-weights'

/** The budgets of the performance issue. The benchmark prints each as pass or fail; tests never time things. */
export const BUDGETS = {
  performanceScore: 98,
  accessibilityScore: 100,
  bestPracticesScore: 100,
  seoScore: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  firstPartyJsGzip: 90 * 1024,
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function routeChecks(
  route: string,
  lighthouse: LighthouseFigures | null,
  weights: RouteWeights,
): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const check = (budget: string, value: string, limit: string, pass: boolean) =>
    checks.push({ budget, subject: route, value, limit, pass })
  if (lighthouse) {
    const { scores, metrics } = lighthouse
    check(
      'performance',
      String(scores.performance),
      `≥ ${BUDGETS.performanceScore}`,
      scores.performance >= BUDGETS.performanceScore,
    )
    check(
      'accessibility',
      String(scores.accessibility),
      `= ${BUDGETS.accessibilityScore}`,
      scores.accessibility >= BUDGETS.accessibilityScore,
    )
    check(
      'best practices',
      String(scores['best-practices']),
      `= ${BUDGETS.bestPracticesScore}`,
      scores['best-practices'] >= BUDGETS.bestPracticesScore,
    )
    check('SEO', String(scores.seo), `= ${BUDGETS.seoScore}`, scores.seo >= BUDGETS.seoScore)
    check('LCP', `${Math.round(metrics.lcpMs)} ms`, `≤ ${BUDGETS.lcpMs} ms`, metrics.lcpMs <= BUDGETS.lcpMs)
    check('TBT', `${Math.round(metrics.tbtMs)} ms`, `≤ ${BUDGETS.tbtMs} ms`, metrics.tbtMs <= BUDGETS.tbtMs)
    check('CLS', metrics.cls.toFixed(3), `≤ ${BUDGETS.cls}`, metrics.cls <= BUDGETS.cls)
  }
  check(
    'first-party JS (gzip)',
    kb(weights.jsGzip),
    `≤ ${kb(BUDGETS.firstPartyJsGzip)}`,
    weights.jsGzip <= BUDGETS.firstPartyJsGzip,
  )
  check('CSS (gzip)', kb(weights.cssGzip), `≤ ${kb(BUDGETS.cssGzip)}`, weights.cssGzip <= BUDGETS.cssGzip)
  check(
    'page-data.json',
    kb(weights.pageDataBytes),
    `≤ ${kb(BUDGETS.pageDataBytes)}`,
    weights.pageDataBytes <= BUDGETS.pageDataBytes,
  )
  return checks
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
