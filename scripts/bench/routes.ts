import { snapshotItems } from '../support/snapshot-items'

/** The pages the benchmark measures: one of each kind a visitor lands on most. */
export const BENCH_ROUTES = [
  { label: 'home', path: '/' },
  { label: 'product', path: '/producten-en-diensten/exquise-next-generation' },
  { label: 'product child', path: '/producten-en-diensten/exquise-next-generation/exquiray' },
  { label: 'vacancy', path: snapshotItems('careers')[0]!.path },
  { label: 'agenda', path: '/agenda' },
  { label: 'contact', path: '/contact' },
  { label: 'activity', path: snapshotItems('activities')[0]!.path },
] as const
