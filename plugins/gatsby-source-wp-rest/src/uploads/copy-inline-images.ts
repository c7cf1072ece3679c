import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CmsRequestError } from '../fetch/errors'
import { downloadMedia } from '../fetch/download'
import type { NodeInput } from '../normalize/node-input'
import { restTypeOfNode } from '../content-types'
import type { ItemNotice } from '../notices/item-notices'
import { downloadSettings, type SourceSettings } from '../plugin-options'
import { mapConcurrent } from '../source/map-concurrent'
import { bytesMatchExtension } from './image-bytes'
import { uploadReferencesIn, withoutImages, type UploadReference } from './inline-images'
import { parseUploadPath, uploadTarget, type UploadPath } from './upload-path'

export { uploadReferencesIn } from './inline-images'

/** Why an inline image was not published: for the build's log, and in Dutch for the editor. */
export interface Refusal {
  reason: string
  dutch: string
}

const NOT_AN_UPLOAD = 'het adres is geen gewone afbeelding onder /wp-content/uploads/'

/** The image's bytes, or a refusal when it is not there (a file deleted from the media library, a typo). */
async function uploadBytes(upload: UploadPath, settings: SourceSettings): Promise<Buffer | Refusal> {
  if (settings.baseUrl === null) {
    return readFile(path.join(settings.snapshotDir, upload.relative)).catch(() => ({
      reason: `is not in the snapshot (${settings.snapshotDir})`,
      dutch: 'het bestand staat niet in de momentopname van de inhoud',
    }))
  }
  try {
    // Through the same retrying fetch as the lists, with the same size cap as other media.
    const { bytes } = await downloadMedia(
      `${settings.baseUrl}${upload.pathname}`,
      downloadSettings(settings.baseUrl, settings),
    )
    return bytes
  } catch (error) {
    // A CMS that answers "not here" (404, 410, …) lost one file; one that does not answer stops the build.
    const status = error instanceof CmsRequestError ? error.status : null
    if (status === null || status < 400 || status > 499 || status === 429) throw error
    return {
      reason: `answered HTTP ${status}`,
      dutch: `het bestand bestaat niet (de server antwoordt ${status})`,
    }
  }
}

/**
 * One inline image: its address checked (parseUploadPath), its bytes fetched from that same parsed path and
 * checked against its type, then written under public/wp-content/uploads/ and nowhere else. Null when it was
 * published, else why not.
 */
export async function copyUpload(
  sitePath: string,
  settings: SourceSettings,
  publicDir: string,
): Promise<Refusal | null> {
  const parsed = parseUploadPath(sitePath)
  if (!parsed.ok) return { reason: parsed.reason, dutch: NOT_AN_UPLOAD }
  const target = uploadTarget(publicDir, parsed.upload)
  if (target === null)
    return { reason: 'would be written outside public/wp-content/uploads/', dutch: NOT_AN_UPLOAD }
  const bytes = await uploadBytes(parsed.upload, settings)
  if (!Buffer.isBuffer(bytes)) return bytes
  if (!bytesMatchExtension(bytes, parsed.upload.extension)) {
    return {
      reason: `is not a ${parsed.upload.extension} image (its bytes say otherwise)`,
      dutch: `het bestand is geen ${parsed.upload.extension}-afbeelding, al zegt de naam dat`,
    }
  }
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, bytes)
  return null
}

function noticesFor(reference: UploadReference, nodes: ReadonlyMap<string, NodeInput>, refusal: Refusal) {
  return reference.keys.flatMap((key): ItemNotice[] => {
    const node = nodes.get(key)
    if (!node) return []
    const { databaseId, slug } = node.fields
    return [
      {
        restType: restTypeOfNode(node.nodeType),
        id: typeof databaseId === 'number' ? databaseId : null,
        label: typeof slug === 'string' ? slug : key,
        outcome: 'cut',
        problem: `de afbeelding ${reference.sitePath} in de tekst is weggelaten: ${refusal.dutch}.`,
        detail: `inline image ${JSON.stringify(reference.sitePath)} ${refusal.reason}`,
      },
    ]
  })
}

/**
 * Inline images in CMS HTML are served with the site (their URLs became site paths), so pages never depend on
 * the CMS being reachable by visitors. Only the images the content shows are copied or downloaded, while
 * sourcing, before any page is made: an image that is missing, not an image, or at an address that could write
 * anywhere else is taken out of the items that show it (the rest of each item is published) and noted. A CMS
 * that does not answer still stops the build.
 */
export async function publishInlineImages(
  nodes: readonly NodeInput[],
  settings: SourceSettings,
  publicDir: string,
  notices: ItemNotice[],
): Promise<NodeInput[]> {
  const byKey = new Map(nodes.map((node) => [node.key, node]))
  const refused = new Map<string, Set<string>>()
  await mapConcurrent(uploadReferencesIn(nodes), settings.concurrency, async (reference) => {
    const refusal = await copyUpload(reference.sitePath, settings, publicDir)
    if (refusal === null) return
    notices.push(...noticesFor(reference, byKey, refusal))
    for (const key of reference.keys)
      refused.set(key, (refused.get(key) ?? new Set()).add(reference.sitePath))
  })
  return nodes.map((node) => {
    const addresses = refused.get(node.key)
    return addresses ? withoutImages(node, addresses) : node
  })
}
