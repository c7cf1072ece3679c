import { rmSync } from 'node:fs'
import path from 'node:path'
import { combinedCalls, type Batch, type Change } from './queue'
import type { PublishSettings } from '../settings'
import { readJson, writeJsonAtomically } from '../lib/json-file'

/**
 * After `npm run rollback` publishing is paused, so the next save in WordPress does not build the CMS's content
 * again and undo the rollback. Calls that arrive meanwhile are held (their changes kept), and an explicit
 * publish ("Nu publiceren" in WordPress: a change of type `manual`) resumes: it builds with the held changes.
 */
export interface Pause {
  since: string
  /** the release the rollback made live */
  release: string
  /** calls held since, and the changes they listed */
  hooks: number
  changes: Change[]
}

const pauseFile = (settings: PublishSettings) => path.join(settings.stateDir, 'paused.json')

export const readPause = (settings: PublishSettings): Pause | null => readJson<Pause>(pauseFile(settings))

export function pausePublishing(settings: PublishSettings, release: string, now = new Date()): void {
  writeJsonAtomically(pauseFile(settings), { since: now.toISOString(), release, hooks: 0, changes: [] })
}

/** A call a person made on purpose, which lifts the pause. */
export const isExplicitPublish = (batch: Batch): boolean =>
  batch.changes.some((change) => change.type === 'manual')

/**
 * What the build loop does with a batch: build it (with any held calls merged in, the pause lifted), or hold
 * it while publishing is paused (null).
 */
export function batchToBuild(settings: PublishSettings, batch: Batch): Batch | null {
  const pause = readPause(settings)
  if (!pause) return batch
  if (!isExplicitPublish(batch)) {
    writeJsonAtomically(pauseFile(settings), { ...pause, ...combinedCalls(pause, batch) })
    return null
  }
  rmSync(pauseFile(settings), { force: true })
  return { ...batch, ...combinedCalls(pause, batch) }
}
