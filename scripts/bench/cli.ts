import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/serve-build'

/** The word after `name` on the command line ('' when nothing follows it), or null when `name` is not there. */
export function optionValue(argv: string[], name: string): string | null {
  const index = argv.indexOf(name)
  return index >= 0 ? (argv[index + 1] ?? '') : null
}

/** `--runs N`: a whole number of at least 1, `fallback` when not given. */
export function runsOption(argv: string[], fallback: number): number {
  const runs = Number(optionValue(argv, '--runs') ?? fallback)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1')
  return runs
}

/**
 * Writes a run's figures to bench-results/<prefix>-<time>.json and to `latest` beside it (what the docs' tables
 * are made from); returns the first file's path.
 */
export function writeResults(prefix: string, latest: string, measuredAt: string, figures: object): string {
  const outDir = path.join(ROOT, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const json = `${JSON.stringify(figures, null, 2)}\n`
  const file = path.join(outDir, `${prefix}-${measuredAt.replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, json)
  writeFileSync(path.join(outDir, latest), json)
  return file
}
