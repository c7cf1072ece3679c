import type { BudgetCheck } from './budgets'
import type { LighthouseFigures } from './lighthouse'
import type { RouteWeights } from './route-weights'
import type { PreviewLatency } from './preview-latency'
import type { SourcingFigures } from './sourcing'

export interface RouteResult {
  label: string
  path: string
  lighthouse: LighthouseFigures | null
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
  routes: RouteResult[]
  builds: BuildResult[]
  sourcing: SourcingFigures | null
  sourcingSkipped: string | null
  /** preview-latency.ts; null with --no-cms */
  preview?: PreviewLatency | null
  budgets: BudgetCheck[]
}
