import type { FrameworkVersions } from './anchor-page'
import type { BudgetCheck, ComparedFigure } from './budgets'
import type { LighthouseFigures, Throttling } from './lighthouse'
import type { RouteWeights } from './route-weights'
import type { PreviewLatency } from './preview-latency'
import type { SourcingFigures } from './sourcing'
import type { TapResults } from './tap-flows'

/** A page under one throttling method, measured with Lighthouse in turns with the anchor. */
export interface MethodResult {
  throttling: Throttling
  lighthouse: LighthouseFigures
  /** the anchor page, measured in turns with this page */
  anchorLighthouse: LighthouseFigures
  /** the anchor with the page's LCP image under its link, measured in the same turns */
  imageAnchorLighthouse: LighthouseFigures | null
}

export interface RouteResult {
  label: string
  path: string
  weights: RouteWeights
  /** the page's LCP image, when its LCP is one (lcp-image.ts): where it is, and the size the page shows it */
  lcpImage?: { url: string; width: number; height: number; bytes: number } | null
  /** Lighthouse under each throttling method measured (both by default) */
  methods: MethodResult[]
  /** every figure next to the anchor's, with its ratio and budget */
  comparison: ComparedFigure[]
}

/** The bare Gatsby page every route is compared with (see anchor-page.ts). */
export interface AnchorResult {
  versions: FrameworkVersions
  buildSeconds: number
  /** its bytes before interaction, measured as the site's routes are (bytes do not depend on the machine) */
  weights: RouteWeights
}

export interface BuildResult {
  content: string
  kind: 'cold' | 'warm, one item changed'
  seconds: number
  peakMemoryMb: number
  pages: number
}

/** Everything one run of the benchmark measured; written as JSON next to the printed tables. */
export interface BenchResults {
  measuredAt: string
  machine: { cpus: number; memoryGb: number; node: string }
  lighthouseVersion: string
  lighthouseRuns: number
  /** how Lighthouse slowed the loads down: each method measured */
  lighthouseThrottlings: Throttling[]
  anchor: AnchorResult
  routes: RouteResult[]
  builds: BuildResult[]
  sourcing: SourcingFigures | null
  sourcingSkipped: string | null
  /** taps as user flows on the measured build (tap-flows.ts); null with --only */
  taps: TapResults | null
  /** preview-latency.ts; null with --no-cms */
  preview?: PreviewLatency | null
  budgets: BudgetCheck[]
}
