import type { GatsbyCache, Reporter } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { CmsRequestError } from '../fetch/errors'
import { generateImageData } from '../gatsby-internals'
import type { ItemNotice } from '../notices/item-notices'
import { noteMediaFound, noteMediaMissing } from '../notices/missing-media'
import { imageFileProblem } from './image-file-problem'
import { localImageFile, type LocalImage, type MediaOrigin } from './local-image-file'
import { MissingMediaError, UnusableImageError } from './media-errors'

export interface MediaSource {
  databaseId: number
  filename: string
  url: string
}

export interface ImageDataContext {
  origin: MediaOrigin
  cache: GatsbyCache
  reporter: Reporter
  pathPrefix: string
  /** gatsby-plugin-sharp's generateImageData; tests give their own */
  generate?: typeof generateImageData
}

/**
 * Errors that are not about the image: the CMS not answering, or this machine out of disk or files. They stop the
 * build (a site quietly without its images is worse); everything else costs that image only.
 */
function stopsTheBuild(error: unknown): boolean {
  if (error instanceof CmsRequestError) {
    return error.status === null || error.status >= 500 || error.status === 429
  }
  const code = (error as NodeJS.ErrnoException | null)?.code
  return ['ENOSPC', 'EDQUOT', 'EROFS', 'EMFILE', 'ENFILE'].includes(code ?? '')
}

/** The editor's notice: the media item, what is wrong with it, and what the pages that show it do without it. */
function imageNotice(media: MediaSource, error: unknown): ItemNotice {
  const notice = (what: string, detail?: string): ItemNotice => ({
    restType: 'media',
    id: media.databaseId,
    label: media.filename,
    outcome: 'cut',
    problem: `de afbeelding ${media.url} ${what}; de pagina's die haar tonen staan online zonder deze afbeelding.`,
    ...(detail === undefined ? {} : { detail }),
  })
  if (error instanceof MissingMediaError) return notice(`ontbreekt (${error.dutch})`)
  if (error instanceof UnusableImageError) return notice(`is niet te gebruiken: ${error.dutch}`)
  // Not foreseen: the technical reason goes to the build's log.
  return notice('kon niet worden verwerkt', error instanceof Error ? error.message : String(error))
}

/** Each file is checked once per process, however many queries and sizes ask for it. */
const checked = new Map<string, Promise<string | null>>()

function checkOnce({ file, contents }: LocalImage): Promise<string | null> {
  const key = `${file.internal.contentDigest} ${file.absolutePath}`
  let problem = checked.get(key)
  if (!problem) {
    problem = imageFileProblem(file.absolutePath, contents)
    checked.set(key, problem)
  }
  return problem
}

/**
 * Whether a media item's image can be shown, without processing it: for data that names an image without showing
 * it (the agenda's Event data), which must leave out what the pages that show it leave out. Notes the editor's
 * notice like `mediaImageData`.
 */
export async function mediaIsUsable(
  media: MediaSource,
  { origin, cache }: ImageDataContext,
): Promise<boolean> {
  try {
    const problem = await checkOnce(await localImageFile(media.url, origin, cache))
    if (problem !== null) throw new UnusableImageError(media.url, problem)
    return true
  } catch (error) {
    if (stopsTheBuild(error)) throw error
    await noteMediaMissing(cache, media.databaseId, imageNotice(media, error))
    return false
  }
}

/**
 * The `gatsbyImageData` of a media item, or null when its image cannot be shown: then the pages that show it are
 * published without it and its editor gets a notice, kept in the cache until a query finds the image good again
 * (notices/missing-media.ts), so incremental builds that do not run this query again still list it. A file
 * gatsby-plugin-sharp cannot process must never reach it: its error report exits the build.
 */
export async function mediaImageData(
  media: MediaSource,
  args: Record<string, unknown>,
  { origin, cache, reporter, pathPrefix, generate = generateImageData }: ImageDataContext,
): Promise<IGatsbyImageData | null> {
  try {
    const image = await localImageFile(media.url, origin, cache)
    const problem = await checkOnce(image)
    if (problem !== null) throw new UnusableImageError(media.url, problem)
    const data = await generate({ file: image.file, args, pathPrefix, reporter, cache })
    if (!data) throw new Error(`gatsby-plugin-sharp made no image data of ${image.file.absolutePath}`)
    await noteMediaFound(cache, media.databaseId)
    return data
  } catch (error) {
    if (stopsTheBuild(error)) throw error
    await noteMediaMissing(cache, media.databaseId, imageNotice(media, error))
    return null
  }
}
