import { readFileSync } from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/**
 * Image files an author can upload, or a server can hand out, that no page can show: each must cost the image
 * only. Made here, deterministically, so the corpus needs no binary files in git.
 */
export interface BadImage {
  name: string
  /** the file's name in the uploads folder: its extension is what it claims to be */
  file: string
  bytes: Buffer
}

const DEMO_JPEG = path.resolve(
  __dirname,
  '../../content/snapshot/wp-content/uploads/2026/10/activiteit-beurs.jpg',
)

/** A PNG whose header claims width × height pixels: a decompression bomb in a few hundred bytes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  // IHDR starts after the 8-byte signature and its own 8-byte length and type; its CRC covers type and data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** Bytes that look random but are the same on every run. */
function noise(length: number): Buffer {
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

export async function badImages(): Promise<BadImage[]> {
  const jpeg = readFileSync(DEMO_JPEG)
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  return [
    { name: 'a file of zero bytes', file: 'leeg.jpg', bytes: Buffer.alloc(0) },
    { name: 'bytes that are no image', file: 'ruis.jpg', bytes: noise(4096) },
    {
      name: 'a JPEG cut off halfway',
      file: 'half.jpg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    },
    { name: 'a PNG named .jpg', file: 'png-als-jpg.jpg', bytes: png },
    {
      name: 'an HTML page named .png',
      file: 'pagina.png',
      bytes: Buffer.from('<!doctype html><title>404</title>'),
    },
    { name: 'a PNG claiming 30000 × 30000 pixels', file: 'bom.png', bytes: await pngClaiming(30000, 30000) },
  ]
}
