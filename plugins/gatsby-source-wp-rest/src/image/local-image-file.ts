import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SharpFileInput } from 'gatsby-plugin-sharp'
import type { DownloadSettings } from '../fetch/download'
import { gatsbyBuildId } from '../gatsby-internals'
import { snapshotMediaFile } from '../snapshot/layout'
import { downloadToCache, type MediaCache } from './download-to-cache'
import { MissingMediaError } from './media-errors'

/** Where media files come from: the snapshot's copies, or the CMS (downloaded on first use, then cached). */
export type MediaOrigin =
  | { kind: 'snapshot'; snapshotDir: string; cmsUrl: string; download: DownloadSettings }
  | { kind: 'cms'; download: DownloadSettings }

/**
 * Several page queries of a process can ask for the same image at once; they share one download. Per build: the
 * develop and preview servers start a new one on each refresh, and then ask the CMS again.
 */
let downloads = { build: gatsbyBuildId(), byUrl: new Map<string, Promise<string>>() }

async function downloadOrFind(url: string, origin: MediaOrigin, cache: MediaCache): Promise<string> {
  const snapshotFile =
    origin.kind === 'snapshot' ? snapshotMediaFile(origin.snapshotDir, origin.cmsUrl, url) : null
  if (snapshotFile !== null) return snapshotFile
  // Media hosted elsewhere than the snapshot's CMS are not in the snapshot; they are fetched like live media
  // (from an allowed origin only).
  const build = gatsbyBuildId()
  if (downloads.build !== build) downloads = { build, byUrl: new Map() }
  const { byUrl } = downloads
  let download = byUrl.get(url)
  if (!download) {
    download = downloadToCache(url, origin.download, cache, build)
    byUrl.set(url, download)
    download.catch(() => byUrl.delete(url))
  }
  return download
}

/** A media file on this machine: shaped like the File node gatsby-plugin-sharp expects, and its bytes. */
export interface LocalImage {
  file: SharpFileInput
  contents: Buffer
}

/**
 * The local file behind a media URL. Only images that a page actually queries are downloaded, never every image
 * while sourcing.
 */
export async function localImageFile(
  url: string,
  origin: MediaOrigin,
  cache: MediaCache,
): Promise<LocalImage> {
  const absolutePath = await downloadOrFind(url, origin, cache)
  let contents: Buffer
  try {
    contents = await readFile(absolutePath)
  } catch {
    throw new MissingMediaError(url, 'het bestand staat niet in de momentopname van de inhoud')
  }
  const { name, ext, base } = path.parse(absolutePath)
  const file = {
    absolutePath,
    extension: ext.replace(/^\./, '').toLowerCase(),
    name,
    base,
    relativePath: base,
    internal: { contentDigest: createHash('sha256').update(contents).digest('hex').slice(0, 32) },
  }
  return { file, contents }
}
