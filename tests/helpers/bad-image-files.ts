import { readFileSync } from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A real photo of the snapshot (a JPEG WordPress would serve). */
export const SNAPSHOT_JPEG = path.resolve(
  __dirname,
  '../../content/snapshot/wp-content/uploads/2026/10/activiteit-beurs.jpg',
)

const small = (format: 'png' | 'gif' | 'webp' | 'avif' | 'tiff') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
    .toFormat(format)
    .toBuffer()

/**
 * A PNG whose header declares width × height pixels around the data of an 8 × 8 one: a decompression bomb in a
 * few hundred bytes. IHDR's data follows the 8-byte signature and its own length and type; its CRC covers both.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** Bytes that look random, the same on every run. */
export function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length)
  let state = 0x2545f491
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    bytes[index] = state & 0xff
  }
  return bytes
}

export interface ImageFileCase {
  name: string
  /** its name, whose extension says what it claims to be */
  file: string
  bytes: () => Promise<Buffer> | Buffer
}

/** Files a page cannot show, with the problem the editor is told. */
export const BAD_IMAGE_FILES: ReadonlyArray<ImageFileCase & { problem: string }> = [
  { name: 'zero bytes', file: 'leeg.jpg', bytes: () => Buffer.alloc(0), problem: 'het bestand is leeg' },
  {
    name: 'random bytes named .jpg',
    file: 'ruis.jpg',
    bytes: () => noise(4096),
    problem: 'het bestand is geen afbeelding die de website kan tonen',
  },
  {
    name: 'a PNG named .jpg',
    file: 'png.jpg',
    bytes: () => small('png'),
    problem: 'het bestand is een PNG maar heet .jpg',
  },
  {
    name: 'a GIF named .jpg (WordPress labels it image/jpeg)',
    file: 'gif.jpg',
    bytes: () => small('gif'),
    problem: 'het bestand is een GIF maar heet .jpg',
  },
  {
    name: 'a PNG without an extension',
    file: 'png',
    bytes: () => small('png'),
    problem: 'het bestand is een PNG maar heeft geen extensie',
  },
  {
    name: 'an HTML page named .png',
    file: 'pagina.png',
    bytes: () => Buffer.from('<!DOCTYPE html>\n<html lang="nl"><title>Niet gevonden</title></html>'),
    problem: 'het bestand is geen afbeelding die de website kan tonen: het is een webpagina (HTML)',
  },
  {
    name: 'a TIFF, which browsers do not show',
    file: 'scan.tif',
    bytes: () => small('tiff'),
    problem: 'het bestand is een TIFF-bestand; de website toont alleen JPEG, PNG, WebP, GIF en AVIF',
  },
  {
    name: 'a JPEG cut off halfway',
    file: 'half.jpg',
    bytes: () => {
      const jpeg = readFileSync(SNAPSHOT_JPEG)
      return jpeg.subarray(0, Math.floor(jpeg.length / 2))
    },
    problem: 'het bestand is beschadigd of onvolledig: de afbeelding erin kan niet worden gelezen',
  },
  {
    name: 'a JPEG with noise in its middle',
    file: 'ruis-midden.jpg',
    bytes: () => {
      const jpeg = readFileSync(SNAPSHOT_JPEG)
      noise(2000).copy(jpeg, Math.floor(jpeg.length / 2))
      return jpeg
    },
    problem: 'het bestand is beschadigd of onvolledig: de afbeelding erin kan niet worden gelezen',
  },
  {
    name: 'a PNG declaring 30000 × 30000 pixels',
    file: 'bom.png',
    bytes: () => pngDeclaring(30000, 30000),
    problem: 'de afbeelding is te groot (30000 × 30000 pixels, 900 megapixel; hoogstens 268 megapixel)',
  },
]

/** Files of every format the site shows, named as they are. */
export const GOOD_IMAGE_FILES: readonly ImageFileCase[] = [
  { name: 'a snapshot photo', file: 'foto.jpg', bytes: () => readFileSync(SNAPSHOT_JPEG) },
  { name: 'a JPEG named .jpeg', file: 'foto.jpeg', bytes: () => readFileSync(SNAPSHOT_JPEG) },
  { name: 'a PNG', file: 'logo.png', bytes: () => small('png') },
  { name: 'a GIF', file: 'anim.gif', bytes: () => small('gif') },
  { name: 'a WebP', file: 'foto.webp', bytes: () => small('webp') },
  { name: 'an AVIF', file: 'foto.avif', bytes: () => small('avif') },
]
