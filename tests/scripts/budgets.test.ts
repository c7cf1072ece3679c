import { BUDGETS, buildChecks, routeChecks } from '../../scripts/bench/budgets'
import type { LighthouseFigures } from '../../scripts/bench/lighthouse'
import type { RouteWeights } from '../../scripts/bench/route-weights'

const lighthouse = (
  overrides: Partial<LighthouseFigures['metrics']> = {},
  performance = 100,
): LighthouseFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcpMs: 1200, tbtMs: 20, cls: 0, fcpMs: 700, speedIndexMs: 700, ...overrides },
  failedAudits: [],
  runs: 3,
})

const weights = (overrides: Partial<RouteWeights> = {}): RouteWeights => ({
  jsGzip: 60_000,
  jsExecutedGzip: 60_000,
  cssGzip: 2_000,
  htmlBytes: 30_000,
  htmlGzip: 8_000,
  pageDataBytes: 10_000,
  requests: 20,
  thirdPartyRequests: 2,
  ...overrides,
})

const failed = (checks: ReturnType<typeof routeChecks>) =>
  checks.filter((check) => !check.pass).map((check) => check.budget)

describe('budgets', () => {
  it('passes a page exactly at every limit', () => {
    const atLimits = routeChecks(
      'home',
      lighthouse({ lcpMs: BUDGETS.lcpMs, tbtMs: BUDGETS.tbtMs, cls: BUDGETS.cls }, BUDGETS.performanceScore),
      weights({
        jsGzip: BUDGETS.firstPartyJsGzip,
        cssGzip: BUDGETS.cssGzip,
        pageDataBytes: BUDGETS.pageDataBytes,
      }),
    )
    expect(failed(atLimits)).toEqual([])
  })

  it('fails each figure just past its limit', () => {
    const over = routeChecks(
      'home',
      lighthouse({ lcpMs: 1801, tbtMs: 51, cls: 0.011 }, 97),
      weights({ jsGzip: 90 * 1024 + 1, cssGzip: 20 * 1024 + 1, pageDataBytes: 30 * 1024 + 1 }),
    )
    expect(failed(over)).toEqual([
      'performance',
      'LCP',
      'TBT',
      'CLS',
      'first-party JS (gzip)',
      'CSS (gzip)',
      'page-data.json',
    ])
  })

  it('judges the 10,000-item build and the warm rebuild', () => {
    const build = (seconds: number, peakMemoryMb: number) => ({ seconds, peakMemoryMb, pages: 9000 })
    expect(
      buildChecks({ largeCold: build(299, 4096), demoWarm: build(19.9, 900) }).every((c) => c.pass),
    ).toBe(true)
    expect(
      buildChecks({ largeCold: build(300, 4097), demoWarm: build(20, 900) }).filter((c) => !c.pass),
    ).toHaveLength(3)
  })
})
