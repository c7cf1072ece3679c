import { createHash, randomBytes } from 'node:crypto'
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyCache } from 'gatsby'
import { downloadMedia, MediaTooLargeError, type DownloadSettings } from '../fetch/download'
import { CmsRequestError } from '../fetch/errors'
import { MissingMediaError, UnusableImageError } from './media-errors'

/**
 * What a download needs of Gatsby's cache: its folder, and entries that every query worker of a build sees (the
 * cache is shared by the worker processes).
 */
export type MediaCache = Pick<GatsbyCache, 'directory' | 'get' | 'set'>

interface CachedMedia {
  file: string
  etag: string | null
  lastModified: string | null
  /** the build (Gatsby's build id) that downloaded the file or had the CMS confirm it; absent in older entries */
  build?: string | null
}

const isCachedMedia = (value: unknown): value is CachedMedia =>
  typeof value === 'object' && value !== null && typeof (value as CachedMedia).file === 'string'

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

const digestOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16)

/** A file name for the cache, from the URL's last segment: the extension tells sharp the format. */
function cacheFileName(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  return last.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^\.+/, '') || 'media'
}

/**
 * Where a download is kept: per URL and per content. A name holds one content only, so workers that download the
 * same file at once write the same bytes, and a cache entry's ETag always goes with the file it names.
 */
const cachePath = (directory: string, url: string, bytes: Buffer) =>
  path.join(directory, 'media', digestOf(url), digestOf(bytes), cacheFileName(url))

/**
 * Writes the bytes so that no reader ever sees half a file, also while other processes write the same name: into
 * a temporary file of this writer's own beside it (a shared `.part` name was truncated and renamed away by
 * another worker), then renamed.
 */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  if (await exists(file)) return
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.part`
  try {
    await writeFile(temporary, bytes, { flag: 'wx' })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    // A rename that lost to another writer's (some systems refuse to replace a file in use): theirs holds the
    // same bytes.
    if (!(await exists(file))) throw error
  }
}

const sizeInDutch = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`

/** The CMS's refusals that concern the file only: it costs that image. One that does not answer stops the build. */
function asMediaError(url: string) {
  return (error: unknown): never => {
    if (error instanceof MediaTooLargeError) {
      throw new UnusableImageError(url, `het bestand is groter dan ${sizeInDutch(error.maxBytes)}`)
    }
    const status = error instanceof CmsRequestError ? error.status : null
    if (status !== null && status >= 400 && status < 500 && status !== 429) {
      throw new MissingMediaError(url, `de server antwoordt ${status}`)
    }
    throw error
  }
}

/**
 * Downloads a media file into Gatsby's cache. A copy another query worker of this `build` already fetched is used
 * as it is; a copy of an earlier build is asked about (ETag, Last-Modified), so a replaced file is picked up and
 * an unchanged one costs a 304.
 */
export async function downloadToCache(
  url: string,
  settings: DownloadSettings,
  cache: MediaCache,
  build: string | null,
): Promise<string> {
  const key = `media-file v1 ${url}`
  const stored: unknown = await cache.get(key)
  const cached = isCachedMedia(stored) && (await exists(stored.file)) ? stored : null
  if (cached && build !== null && cached.build === build) return cached.file
  const conditional: Record<string, string> = {}
  if (cached?.etag) conditional['if-none-match'] = cached.etag
  if (cached?.lastModified) conditional['if-modified-since'] = cached.lastModified
  const { status, headers, bytes } = await downloadMedia(url, settings, conditional).catch(asMediaError(url))
  if (status === 304 && cached) {
    await cache.set(key, { ...cached, build })
    return cached.file
  }
  if (status === 304) throw new Error(`The CMS answered 304 for ${url}, of which no copy is cached.`)

  const file = cachePath(cache.directory, url, bytes)
  await writeAtomically(file, bytes)
  const entry: CachedMedia = {
    file,
    etag: headers.get('etag'),
    lastModified: headers.get('last-modified'),
    build,
  }
  await cache.set(key, entry)
  return file
}
