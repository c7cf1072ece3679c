import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { REST_PATHS, type ListTypeConfig } from '../content-types'
import { normaliseBaseUrl } from '../fetch/url'
import type { RestSource } from '../source/rest-source'
import { SNAPSHOT_META_FILE, snapshotFileFor, type SnapshotMeta } from './layout'

async function readJson(file: string, expected: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw new Error(`Snapshot file ${file} is missing; it should hold ${expected}.`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(
      `Snapshot file ${file} is not valid JSON (${(error as Error).message}); expected ${expected}.`,
    )
  }
}

export async function readSnapshotMeta(snapshotDir: string): Promise<SnapshotMeta> {
  const file = path.join(snapshotDir, SNAPSHOT_META_FILE)
  const meta = await readJson(file, 'the CMS address the snapshot was exported from')
  if (!meta || typeof meta !== 'object' || !('cmsUrl' in meta) || typeof meta.cmsUrl !== 'string') {
    throw new Error(`Snapshot file ${file} must contain { "cmsUrl": "https://…" }.`)
  }
  const exportedAt = 'exportedAt' in meta && typeof meta.exportedAt === 'string' ? meta.exportedAt : ''
  return { cmsUrl: normaliseBaseUrl(meta.cmsUrl), exportedAt }
}

export async function createSnapshotSource(snapshotDir: string): Promise<RestSource> {
  const { cmsUrl } = await readSnapshotMeta(snapshotDir)
  const fileFor = (restPath: string) => path.join(snapshotDir, snapshotFileFor(restPath))
  return {
    description: `snapshot ${snapshotDir}`,
    cmsUrl,
    async list(type: ListTypeConfig) {
      const file = fileFor(REST_PATHS.list(type.restType))
      const items = await readJson(file, `a JSON array of ${type.restType}`)
      if (!Array.isArray(items))
        throw new Error(`Snapshot file ${file} must hold a JSON array of ${type.restType}.`)
      return items as unknown[]
    },
    document: (restPath: string, expected: string) => readJson(fileFor(restPath), expected),
  }
}
