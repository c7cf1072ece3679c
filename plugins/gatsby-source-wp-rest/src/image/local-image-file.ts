import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyCache } from 'gatsby'
import { fetchRemoteFile } from 'gatsby-core-utils/fetch-remote-file'
import type { SharpFileInput } from 'gatsby-plugin-sharp'
import { snapshotMediaFile } from '../snapshot/layout'

/** Where media files come from: the snapshot's copies, or the CMS (downloaded on first use, then cached). */
export type MediaOrigin = { kind: 'snapshot'; snapshotDir: string; cmsUrl: string } | { kind: 'cms' }

async function downloadOrFind(url: string, origin: MediaOrigin, cache: GatsbyCache): Promise<string> {
  const snapshotFile =
    origin.kind === 'snapshot' ? snapshotMediaFile(origin.snapshotDir, origin.cmsUrl, url) : null
  // Media hosted elsewhere than the snapshot's CMS are not in the snapshot; they are fetched like live media.
  return snapshotFile ?? fetchRemoteFile({ url, cache })
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
    throw new Error(`Media file for ${url} is missing at ${absolutePath}.`)
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
