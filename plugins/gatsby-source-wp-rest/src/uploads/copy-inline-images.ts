import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import { ERROR_CODES, registerErrorMap } from '../error-codes'
import { downloadMedia } from '../fetch/download'
import { downloadSettings, resolveSettings, type SourceSettings } from '../plugin-options'
import { mapConcurrent } from '../source/map-concurrent'
import { bytesMatchExtension } from './image-bytes'
import { uploadReferencesIn, type UploadReference } from './inline-images'
import { parseUploadPath, uploadTarget, type UploadPath } from './upload-path'

export { uploadReferencesIn } from './inline-images'

/** Why an inline image was not published, or null when it was. */
type Outcome = string | null

async function uploadBytes(upload: UploadPath, sitePath: string, settings: SourceSettings): Promise<Buffer> {
  if (settings.baseUrl === null) {
    return readFile(path.join(settings.snapshotDir, upload.relative)).catch(() => {
      throw new Error(`Inline image ${sitePath} is not in the snapshot (${settings.snapshotDir}).`)
    })
  }
  // Through the same retrying fetch as the lists, with the same size cap as other media.
  const { bytes } = await downloadMedia(
    `${settings.baseUrl}${upload.pathname}`,
    downloadSettings(settings.baseUrl, settings),
  )
  return bytes
}

/**
 * One inline image: its address checked (parseUploadPath), its bytes fetched from that same parsed path and
 * checked against its type, then written under public/wp-content/uploads/ and nowhere else.
 */
export async function copyUpload(
  sitePath: string,
  settings: SourceSettings,
  publicDir: string,
): Promise<Outcome> {
  const parsed = parseUploadPath(sitePath)
  if (!parsed.ok) return parsed.reason
  const target = uploadTarget(publicDir, parsed.upload)
  if (target === null) return 'would be written outside public/wp-content/uploads/'
  const bytes = await uploadBytes(parsed.upload, sitePath, settings)
  if (!bytesMatchExtension(bytes, parsed.upload.extension))
    return `is not a ${parsed.upload.extension} image (its bytes say otherwise)`
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, bytes)
  return null
}

function warnRefused(reporter: Reporter, { sitePath, items }: UploadReference, reason: string): void {
  reporter.warn(
    `gatsby-source-wp-rest: inline image ${JSON.stringify(sitePath)} in ${items.join(', ')} refused: it ${reason}. ` +
      'It is not published; the page shows no image there until the item is fixed.',
  )
}

/**
 * Inline images in CMS HTML are served with the site (their URLs became site paths), so pages never depend on
 * the CMS being reachable by visitors. Only the images the content shows are copied or downloaded; an address
 * that could write anywhere else, or a file that is not the image it claims, is refused with a warning naming
 * the item, and the build goes on. A CMS that does not answer still stops the build.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodes, reporter }, options) => {
  registerErrorMap(reporter)
  const settings = resolveSettings(options)
  const ownNodes = getNodes().filter((node) => node.internal.owner === 'gatsby-source-wp-rest')
  const publicDir = path.resolve('public')
  try {
    await mapConcurrent(uploadReferencesIn(ownNodes), settings.concurrency, async (reference) => {
      const refusal = await copyUpload(reference.sitePath, settings, publicDir)
      if (refusal !== null) warnRefused(reporter, reference, refusal)
    })
  } catch (error) {
    reporter.panic({
      id: ERROR_CODES.image,
      context: { sourceMessage: error instanceof Error ? error.message : String(error) },
    })
  }
}
