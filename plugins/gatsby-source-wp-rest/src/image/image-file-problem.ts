import path from 'node:path'
import sharp, { type Metadata } from 'sharp'

/**
 * sharp's default `limitInputPixels`, which gatsby-plugin-sharp's processing keeps: a larger image fails there
 * (a decompression bomb: a few hundred bytes that declare gigapixels).
 */
export const PIXEL_LIMIT = 0x3fff * 0x3fff

/** The formats browsers show and gatsby-plugin-sharp writes, by sharp's name, with the extensions they go by. */
const SHOWN_FORMATS: Readonly<Record<string, { name: string; extensions: readonly string[] }>> = {
  jpeg: { name: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe'] },
  png: { name: 'PNG', extensions: ['png'] },
  webp: { name: 'WebP', extensions: ['webp'] },
  gif: { name: 'GIF', extensions: ['gif'] },
  avif: { name: 'AVIF', extensions: ['avif'] },
}

const NOT_AN_IMAGE = 'het bestand is geen afbeelding die de website kan tonen'

/** sharp calls AVIF and HEIC both "heif"; only AVIF is one the site can show. */
const formatOf = ({ format, compression }: Metadata): string =>
  format === 'heif' ? (compression === 'av1' ? 'avif' : 'heic') : format

/** An error page or a login page saved under an image's name (a server that answered with HTML). */
const looksLikeHtml = (contents: Buffer) =>
  /^\s*<(!doctype html|html|head|body)\b/i.test(contents.subarray(0, 512).toString('latin1'))

const megapixels = (pixels: number) => Math.floor(pixels / 1_000_000)

function sizeProblem(width: number, height: number): string | null {
  if (width < 1 || height < 1) return `${NOT_AN_IMAGE} (het heeft geen breedte of hoogte)`
  if (width * height <= PIXEL_LIMIT) return null
  return `de afbeelding is te groot (${width} × ${height} pixels, ${megapixels(width * height)} megapixel; hoogstens ${megapixels(PIXEL_LIMIT)} megapixel)`
}

/**
 * Decodes the whole image (at a reduced size, which still reads every byte), as gatsby-plugin-sharp does first for
 * the dominant colour, and with its default `failOn: 'warning'`: a truncated or corrupt file fails here, where it
 * costs one image, instead of in gatsby-plugin-sharp, whose error report exits the build.
 */
async function decodeProblem(contents: Buffer): Promise<string | null> {
  try {
    await sharp(contents, { failOn: 'warning', limitInputPixels: PIXEL_LIMIT })
      .resize(200, 200, { fit: 'inside', withoutEnlargement: true })
      .toBuffer()
    return null
  } catch {
    // libvips words truncation differently per format (and as "premature end" for corruption too): one message.
    return 'het bestand is beschadigd of onvolledig: de afbeelding erin kan niet worden gelezen'
  }
}

/**
 * What is wrong with an image file that a page would show, in Dutch for its editor, or null when the site can
 * process and show it: empty, no image (or a web page), another format than its name says, a format browsers do
 * not show, more pixels than sharp accepts, or bytes that do not decode.
 */
export async function imageFileProblem(absolutePath: string, contents: Buffer): Promise<string | null> {
  if (contents.length === 0) return 'het bestand is leeg'
  let metadata: Metadata
  try {
    // The header only, without the pixel limit, so that a too large image is named by its size.
    metadata = await sharp(contents, { limitInputPixels: false }).metadata()
  } catch {
    return looksLikeHtml(contents) ? `${NOT_AN_IMAGE}: het is een webpagina (HTML)` : NOT_AN_IMAGE
  }
  const format = formatOf(metadata)
  const shown = SHOWN_FORMATS[format]
  if (!shown) {
    return `het bestand is een ${format.toUpperCase()}-bestand; de website toont alleen JPEG, PNG, WebP, GIF en AVIF`
  }
  const extension = path.extname(absolutePath).slice(1).toLowerCase()
  if (!shown.extensions.includes(extension)) {
    const named = extension === '' ? 'heeft geen extensie' : `heet .${extension}`
    return `het bestand is een ${shown.name} maar ${named}`
  }
  return sizeProblem(metadata.width ?? 0, metadata.height ?? 0) ?? decodeProblem(contents)
}
