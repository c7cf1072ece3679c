import { createHash } from 'node:crypto'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyCache } from 'gatsby'
import type { SharpFileInput } from 'gatsby-plugin-sharp'
import { downloadMedia, type DownloadSettings } from '../fetch/download'
import { snapshotMediaFile } from '../snapshot/layout'
import { CmsRequestError } from '../fetch/errors'

/** Where media files come from: the snapshot's copies, or the CMS (downloaded on first use, then cached). */
export type MediaOrigin =
  | { kind: 'snapshot'; snapshotDir: string; cmsUrl: string; download: DownloadSettings }
  | { kind: 'cms'; download: DownloadSettings }

interface CachedMedia {
  file: string
  etag: string | null
  lastModified: string | null
}

const isCachedMedia = (value: unknown): value is CachedMedia =>
  typeof value === 'object' && value !== null && typeof (value as CachedMedia).file === 'string'

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** A media file that is not there (an author deleted it, or the snapshot lacks it): it costs that image only. */
export class MissingMediaError extends Error {
  override readonly name = 'MissingMediaError'

  constructor(
    readonly url: string,
    /** why, in Dutch, for the editor */
    readonly dutch: string,
  ) {
    super(`Media file ${url} is missing: ${dutch}`)
  }
}

/** A file name for the cache, from the URL's last segment: the extension tells sharp the format. */
function cacheFileName(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  return last.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^\.+/, '') || 'media'
}

/**
 * Downloads a media file into Gatsby's cache, or, when a copy is there, asks the CMS whether it changed
 * (ETag, Last-Modified): a replaced file is picked up, an unchanged one costs a 304.
 */
async function downloadToCache(url: string, settings: DownloadSettings, cache: GatsbyCache): Promise<string> {
  const key = `media-file v1 ${url}`
  const stored: unknown = await cache.get(key)
  const cached = isCachedMedia(stored) && (await exists(stored.file)) ? stored : null
  const conditional: Record<string, string> = {}
  if (cached?.etag) conditional['if-none-match'] = cached.etag
  if (cached?.lastModified) conditional['if-modified-since'] = cached.lastModified
  const { status, headers, bytes } = await downloadMedia(url, settings, conditional).catch(
    (error: unknown) => {
      // A CMS that answers "not here" lost one file (deleted from the library): that image only. One that does
      // not answer stops the build.
      const missing = error instanceof CmsRequestError && error.status !== null && error.status >= 400
      if (missing && error.status !== 429 && error.status < 500) {
        throw new MissingMediaError(url, `de server antwoordt ${error.status}`)
      }
      throw error
    },
  )
  if (status === 304 && cached) return cached.file
  if (status === 304) throw new Error(`The CMS answered 304 for ${url}, of which no copy is cached.`)

  const digest = createHash('sha256').update(url).digest('hex').slice(0, 16)
  const file = path.join(cache.directory, 'media', digest, cacheFileName(url))
  await mkdir(path.dirname(file), { recursive: true })
  // Written beside and renamed, so a build that stops halfway never leaves half a file under the real name.
  await writeFile(`${file}.part`, bytes)
  await rename(`${file}.part`, file)
  await cache.set(key, { file, etag: headers.get('etag'), lastModified: headers.get('last-modified') })
  return file
}

/** Several page queries can ask for the same image at once; they share one download. */
const downloads = new Map<string, Promise<string>>()

async function downloadOrFind(url: string, origin: MediaOrigin, cache: GatsbyCache): Promise<string> {
  const snapshotFile =
    origin.kind === 'snapshot' ? snapshotMediaFile(origin.snapshotDir, origin.cmsUrl, url) : null
  if (snapshotFile !== null) return snapshotFile
  // Media hosted elsewhere than the snapshot's CMS are not in the snapshot; they are fetched like live media
  // (from an allowed origin only).
  let download = downloads.get(url)
  if (!download) {
    download = downloadToCache(url, origin.download, cache)
    downloads.set(url, download)
    download.catch(() => downloads.delete(url))
  }
  return download
}

/**
 * The local file behind a media URL, shaped like the File node gatsby-plugin-sharp expects. Only images that a
 * page actually queries are downloaded, never every image while sourcing.
 */
export async function localImageFile(
  url: string,
  origin: MediaOrigin,
  cache: GatsbyCache,
): Promise<SharpFileInput> {
  const absolutePath = await downloadOrFind(url, origin, cache)
  let contents: Buffer
  try {
    contents = await readFile(absolutePath)
  } catch {
    throw new MissingMediaError(url, 'het bestand staat niet in de momentopname van de inhoud')
  }
  const { name, ext, base } = path.parse(absolutePath)
  return {
    absolutePath,
    extension: ext.replace(/^\./, '').toLowerCase(),
    name,
    base,
    relativePath: base,
    internal: { contentDigest: createHash('sha256').update(contents).digest('hex').slice(0, 32) },
  }
}
