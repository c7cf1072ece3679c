import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LIST_TYPES, REST_PATHS } from '../content-types'
import type { HttpSettings } from '../fetch/http'
import { CmsRequestError } from '../fetch/errors'
import { collectRawContent, type RawContent } from '../source/collect'
import { createLiveSource } from '../source/live-source'
import { mapConcurrent } from '../source/map-concurrent'
import { SNAPSHOT_META_FILE, snapshotFileFor, snapshotMediaFile, type SnapshotMeta } from './layout'

/** Every `source_url` in the documents: the media files a snapshot must carry to build offline. */
function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => mediaUrls(item, found))
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'source_url' && typeof child === 'string') found.add(child)
      else mediaUrls(child, found)
    }
  }
  return found
}

function documentsOf(raw: RawContent): Array<[string, unknown]> {
  return [
    ...LIST_TYPES.map((type): [string, unknown] => [
      REST_PATHS.list(type.restType),
      raw.lists[type.restType],
    ]),
    [REST_PATHS.frontPage, raw.frontPage],
    [REST_PATHS.menuLocations, raw.menuLocations],
    ...Object.entries(raw.menus).map(([location, menu]): [string, unknown] => [
      REST_PATHS.menu(location),
      menu,
    ]),
    [REST_PATHS.options, raw.options],
  ]
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`)
}

async function downloadMedia(url: string, file: string, settings: HttpSettings): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) })
  if (!response.ok) throw new CmsRequestError(url, response.status, 'the media file', 'download failed')
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, Buffer.from(await response.arrayBuffer()))
}

export interface ExportResult {
  documents: number
  mediaFiles: number
  skippedMedia: string[]
}

/**
 * Writes a snapshot of a live CMS: every REST document the build reads, plus the media files on that CMS.
 * It is written next to the target and swapped in only when complete, so a failed export loses nothing.
 */
export async function exportSnapshot(
  cmsUrl: string,
  outDir: string,
  settings: HttpSettings,
): Promise<ExportResult> {
  const source = createLiveSource(cmsUrl, settings)
  const raw = await collectRawContent(source, 4)
  const workDir = `${outDir}.export-${process.pid}`
  await rm(workDir, { recursive: true, force: true })
  try {
    const documents = documentsOf(raw)
    for (const [restPath, document] of documents)
      await writeJson(path.join(workDir, snapshotFileFor(restPath)), document)
    const meta: SnapshotMeta = { cmsUrl: source.cmsUrl, exportedAt: new Date().toISOString() }
    await writeJson(path.join(workDir, SNAPSHOT_META_FILE), meta)

    const urls = [...mediaUrls(raw)]
    const local = urls.map((url) => [url, snapshotMediaFile(workDir, source.cmsUrl, url)] as const)
    const onCms = local.filter((entry): entry is readonly [string, string] => entry[1] !== null)
    await mapConcurrent(onCms, 4, ([url, file]) => downloadMedia(url, file, settings))

    await rm(outDir, { recursive: true, force: true })
    await rename(workDir, outDir)
    return {
      documents: documents.length + 1,
      mediaFiles: onCms.length,
      skippedMedia: local.filter(([, file]) => file === null).map(([url]) => url),
    }
  } catch (error) {
    await rm(workDir, { recursive: true, force: true })
    throw error
  }
}
