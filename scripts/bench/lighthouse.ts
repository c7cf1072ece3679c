import { CHROMIUM_PATH } from '../support/chromium'
import { BENCH_CHROMIUM_FLAGS, thirdPartyFlags } from './chromium'
import { longTasksOf, SourceMaps, type LongTask, type TraceEvent } from './long-tasks'
import { startRoundTripProxy } from './round-trip-proxy'
import { median } from './statistics'
import type { ThirdPartyStub } from './third-party-stub'
import { THIRD_PARTY_HOSTS } from './third-party-stub'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

const METRIC_AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
} as const
export type Metric = keyof typeof METRIC_AUDITS

export interface LighthouseFigures {
  /** category scores 0–100 */
  scores: Record<Category, number>
  metrics: Record<Metric, number>
  /** every run's figure, in the order measured (the medians above are of these) */
  samples: Record<Metric, number[]>
  /** audits that cost points in a category other than performance, for the report */
  failedAudits: string[]
  runs: number
  /** every run's long tasks, from its trace (long-tasks.ts), in the order measured */
  longTasks: LongTask[][]
}

export interface OneRun {
  scores: Record<Category, number>
  metrics: Record<Metric, number>
  failedAudits: string[]
  longTasks: LongTask[]
}

/**
 * How Lighthouse slows the load down. `devtools` (the bench's default, Lighthouse's "applied" throttling): the
 * page really loads over a slowed network (562.5 ms added to every request, 1.44 Mbps: Lighthouse's 150 ms and
 * 1.6 Mbps adjusted for throttling in the browser) on a CPU slowed 4×, and the figures are what that load did.
 * `simulate` (Lighthouse's default): one fast load, unthrottled, replayed in a model. Served from this machine's
 * loopback, that fast load has the app's scripts arrive while the first frame is still on its way to the
 * screen, and the model then counts their download and run as part of LCP; whether they arrive a few
 * milliseconds before or after that frame decides between an LCP of 0.8 s and one of 2.8 s, for the site and
 * the bare page alike (docs/speed.md: "Both throttling methods").
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const
/**
 * Simulated throttling measures from a load through round-trip-proxy.ts (a CDN edge's round trip, not loopback's),
 * and takes at least this many runs of each page in turns: Lantern's LCP still swings between runs.
 */
export const SIMULATED_RUNS = 7
/** How many runs of each page a measurement takes: `runs`, and at least SIMULATED_RUNS when simulated. */
export const runsFor = (throttling: Throttling, runs: number) =>
  throttling === 'simulate' ? Math.max(runs, SIMULATED_RUNS) : runs
export type Throttling = (typeof THROTTLING_METHODS)[number]

/** Lighthouse's CPU slowdown for mobile: the simulated model multiplies the fast load's tasks by it. */
const SIMULATED_CPU_SLOWDOWN = 4

/** A page to measure, and the build folder whose source maps name its functions (none for the anchors). */
export interface MeasuredUrl {
  url: string
  publicDir?: string
}

/** One Lighthouse run in a fresh Chromium: mobile emulation, throttled as asked. */
async function runOnce(page: MeasuredUrl, stub: ThirdPartyStub, throttling: Throttling): Promise<OneRun> {
  const { url } = page
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...BENCH_CHROMIUM_FLAGS, ...thirdPartyFlags(THIRD_PARTY_HOSTS, stub.port)],
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>
    const metrics = Object.fromEntries(
      Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? NaN]),
    ) as Record<Metric, number>
    const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    )
    const traceEvents = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[]
    const longTasks = longTasksOf(
      traceEvents,
      throttling === 'simulate' ? SIMULATED_CPU_SLOWDOWN : 1,
      new SourceMaps(page.publicDir ?? null),
    )
    return { scores, metrics, failedAudits, longTasks }
  } finally {
    await chrome.kill()
  }
}

/** The median of the runs, figure by figure (Lighthouse's own advice for noisy machines). */
export function medianOfRuns(results: readonly OneRun[]): LighthouseFigures {
  const medianOf = <K extends string>(keys: readonly K[], pick: (run: OneRun, key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, median(results.map((run) => pick(run, key)))])) as Record<
      K,
      number
    >
  const metricNames = Object.keys(METRIC_AUDITS) as Metric[]
  return {
    scores: medianOf(CATEGORIES, (run, key) => run.scores[key]),
    metrics: medianOf(metricNames, (run, key) => run.metrics[key]),
    samples: Object.fromEntries(
      metricNames.map((name) => [name, results.map((run) => run.metrics[name])]),
    ) as Record<Metric, number[]>,
    failedAudits: [...new Set(results.flatMap((run) => run.failedAudits))],
    runs: results.length,
    longTasks: results.map((run) => run.longTasks),
  }
}

/**
 * Pages in turns: site, anchor, site, anchor, … (`runs` of each, a fresh Chromium each time), so all see the
 * same state of the machine: what else runs on it, its temperature, its caches. A ratio of two medians
 * measured minutes apart on a shared machine would mostly measure the minutes. Each page's figures come back
 * under its name.
 */
export async function measureInTurns<Name extends string>(
  urls: Record<Name, MeasuredUrl>,
  stub: ThirdPartyStub,
  runs: number,
  throttling: Throttling,
): Promise<Record<Name, LighthouseFigures>> {
  const simulated = throttling === 'simulate'
  // Simulated: every page, site and anchors alike, through a proxy that adds a CDN edge's round trip.
  const proxies = simulated
    ? await Promise.all(
        Object.values<MeasuredUrl>(urls).map((page) => startRoundTripProxy(new URL(page.url).origin)),
      )
    : []
  const pages = (Object.entries(urls) as Array<[Name, MeasuredUrl]>).map(
    ([name, page], index): [Name, MeasuredUrl] => {
      const proxy = proxies[index]
      if (!proxy) return [name, page]
      const { pathname, search } = new URL(page.url)
      return [name, { ...page, url: `${proxy.origin}${pathname}${search}` }]
    },
  )
  const results = pages.map(() => [] as OneRun[])
  try {
    for (let run = 0; run < runsFor(throttling, runs); run += 1) {
      for (const [index, [, page]] of pages.entries())
        results[index]!.push(await runOnce(page, stub, throttling))
    }
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()))
  }
  return Object.fromEntries(pages.map(([name], index) => [name, medianOfRuns(results[index]!)])) as Record<
    Name,
    LighthouseFigures
  >
}
