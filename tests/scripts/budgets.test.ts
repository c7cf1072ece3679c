import {
  BUDGETS,
  buildChecks,
  compareWithAnchor,
  LCP_FLOOR_METRIC,
  routeChecks,
  tbtRow,
  type MeasuredPage,
} from '../../scripts/bench/budgets'
import type { LighthouseFigures } from '../../scripts/bench/lighthouse'
import type { RouteWeights } from '../../scripts/bench/route-weights'

const lighthouse = (
  overrides: Partial<LighthouseFigures['metrics']> = {},
  scores: Partial<LighthouseFigures['scores']> = {},
): LighthouseFigures => {
  const metrics = { lcpMs: 1000, tbtMs: 40, cls: 0, fcpMs: 700, speedIndexMs: 700, ...overrides }
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    metrics,
    samples: {
      lcpMs: [metrics.lcpMs],
      tbtMs: [metrics.tbtMs],
      cls: [metrics.cls],
      fcpMs: [metrics.fcpMs],
      speedIndexMs: [metrics.speedIndexMs],
    },
    failedAudits: [],
    runs: 3,
    longTasks: [[]],
  }
}

const weights = (overrides: Partial<RouteWeights> = {}): RouteWeights => ({
  jsGzip: 60_000,
  jsExecutedGzip: 60_000,
  jsBeforeInteractionGzip: 60_000,
  jsIdleGzip: 0,
  cssGzip: 2_000,
  htmlBytes: 30_000,
  htmlGzip: 8_000,
  pageDataBytes: 10_000,
  requests: 20,
  thirdPartyRequests: 2,
  ...overrides,
})

/** The anchor: LCP 1000 ms, TBT 80 ms (over the floor), performance 96, 52 KB of JavaScript. */
const anchor: MeasuredPage = {
  lighthouse: lighthouse({ lcpMs: 1000, tbtMs: 80 }, { performance: 96, 'best-practices': 96 }),
  weights: weights({ jsGzip: 52 * 1024, jsBeforeInteractionGzip: 52 * 1024, cssGzip: 0, pageDataBytes: 150 }),
}
const jsLimit = 52 * 1024 + BUDGETS.jsBeforeInteractionOverAnchorGzip

const failedBudgets = (site: MeasuredPage) =>
  routeChecks(compareWithAnchor('home', site, anchor))
    .filter((check) => !check.pass)
    .map((check) => check.budget.replace(' (applied)', ''))

describe('budgets relative to the anchor', () => {
  it('passes a page exactly at every limit', () => {
    const atLimits: MeasuredPage = {
      lighthouse: lighthouse(
        { lcpMs: BUDGETS.lcpRatio * 1000, tbtMs: BUDGETS.tbtRatio * 80, cls: 0 },
        { performance: 100 },
      ),
      weights: weights({
        jsBeforeInteractionGzip: jsLimit,
        jsIdleGzip: BUDGETS.jsIdleGzip,
        cssGzip: BUDGETS.cssGzip,
        pageDataBytes: BUDGETS.pageDataBytes,
      }),
    }
    expect(failedBudgets(atLimits)).toEqual([])
  })

  it('fails each figure just past its limit', () => {
    const over: MeasuredPage = {
      lighthouse: lighthouse(
        { lcpMs: 1201, tbtMs: 121, cls: 0.001 },
        { performance: 99, accessibility: 99, 'best-practices': 99, seo: 99 },
      ),
      weights: weights({
        jsBeforeInteractionGzip: jsLimit + 1,
        jsIdleGzip: 30 * 1024 + 1,
        cssGzip: 20 * 1024 + 1,
        pageDataBytes: 30 * 1024 + 1,
      }),
    }
    expect(failedBudgets(over)).toEqual([
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'JS before the first interaction (gzip)',
      'JS fetched when idle after the load (gzip)',
      'CSS (gzip)',
      'page-data.json',
    ])
  })

  it('asks 100 for performance, accessibility, best practices and SEO whatever the anchor scores', () => {
    // The anchor scores 96 for best practices; the site still needs 100.
    const site: MeasuredPage = { lighthouse: lighthouse({}, { 'best-practices': 96 }), weights: weights() }
    expect(failedBudgets(site)).toEqual(['best practices'])
  })

  it('prints every figure with the anchor’s and their ratio', () => {
    const rows = compareWithAnchor(
      'home',
      { lighthouse: lighthouse({ lcpMs: 1100, tbtMs: 100 }), weights: weights() },
      anchor,
    )
    const byMetric = Object.fromEntries(rows.map((row) => [row.metric, row]))
    expect(byMetric.LCP).toMatchObject({ site: 1100, anchor: 1000, ratio: 1.1, pass: true })
    expect(byMetric.TBT).toMatchObject({ site: 100, anchor: 80, ratio: 1.25, floor: null, pass: true })
    expect(byMetric['JS before the first interaction (gzip)']?.ratio).toBeCloseTo(60_000 / (52 * 1024))
    // Figures without a budget are shown, not judged; a ratio to 0 is left out.
    expect(byMetric.FCP).toMatchObject({ ratio: 1, limit: null, pass: null })
    expect(byMetric.CLS).toMatchObject({ ratio: null, pass: true })
  })

  it('judges an image LCP against the anchor with that image (the floor), shown after the LCP', () => {
    const withImage = (lcpMs: number) =>
      compareWithAnchor(
        'home',
        { lighthouse: lighthouse({ lcpMs }), weights: weights() },
        anchor,
        lighthouse({ lcpMs: 1800 }),
      )
    const rows = withImage(2160)
    const floor = rows.find((row) => row.metric === LCP_FLOOR_METRIC)
    expect(floor).toMatchObject({ site: 1800, anchor: 1000, ratio: 1.8, limit: null, pass: null })
    expect(rows.map((row) => row.metric).indexOf(LCP_FLOOR_METRIC)).toBe(
      rows.map((row) => row.metric).indexOf('LCP') + 1,
    )
    // 1.2 × the floor of 1800 ms: 2160 ms passes, 2161 ms fails; the floor row itself is not judged.
    expect(routeChecks(rows).find((check) => check.budget === 'LCP (applied)')).toMatchObject({
      pass: true,
      limit: '≤ 1.2 × floor = 2160 ms',
    })
    expect(routeChecks(withImage(2161)).find((check) => check.budget === 'LCP (applied)')?.pass).toBe(false)
    expect(routeChecks(rows).some((check) => check.budget.startsWith(LCP_FLOOR_METRIC))).toBe(false)
  })

  it('names the throttling method of each Lighthouse budget, and none for bytes', () => {
    const rows = compareWithAnchor(
      'home',
      { lighthouse: lighthouse(), weights: weights() },
      anchor,
      null,
      'simulate',
    )
    const budgets = routeChecks(rows).map((check) => check.budget)
    expect(budgets).toContain('TBT (simulated)')
    expect(budgets).toContain('performance (simulated)')
    expect(budgets).toContain('JS before the first interaction (gzip)')
  })

  it('compares only bytes when Lighthouse did not run', () => {
    const rows = compareWithAnchor('home', { lighthouse: null, weights: weights() }, anchor)
    expect(rows.map((row) => row.metric)).toEqual([
      'first-party JS, prefetch included (gzip)',
      'JS before the first interaction (gzip)',
      'JS fetched when idle after the load (gzip)',
      'CSS (gzip)',
      'page-data.json',
    ])
  })
})

describe('TBT when the anchor measures (almost) nothing', () => {
  const floor = BUDGETS.tbtAnchorFloorMs
  const limit = BUDGETS.tbtRatio * floor

  it('judges against the floor when the anchor measures 0 ms, and says so', () => {
    expect(tbtRow('home', limit, 0)).toMatchObject({ pass: true, floor, ratio: BUDGETS.tbtRatio })
    expect(tbtRow('home', limit + 1, 0)).toMatchObject({ pass: false, floor })
    expect(tbtRow('home', 0, 0)).toMatchObject({ pass: true, ratio: 0 })
    expect(tbtRow('home', limit, 0).limit).toContain('floor')
  })

  it('uses the floor up to it, and the anchor’s own figure from the floor on', () => {
    expect(tbtRow('home', limit + 1, floor - 1)).toMatchObject({ pass: false, floor })
    expect(tbtRow('home', limit, floor)).toMatchObject({ pass: true, floor: null, ratio: BUDGETS.tbtRatio })
    expect(tbtRow('home', limit + 1, floor)).toMatchObject({ pass: false, floor: null })
  })
})

describe('build budgets', () => {
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
