import sharp from 'sharp'
import type { ImageSpec } from './catalogue'
import { buildSvg } from './draw'

/** How an image is written: the SVG rendered to JPEG with sharp, as small as its size allows. */

const MAX_BYTES = 60 * 1024

export async function render(spec: ImageSpec): Promise<Buffer> {
  const svg = Buffer.from(buildSvg(spec))
  let quality = 72
  for (;;) {
    const jpeg = await sharp(svg, { density: 72 })
      .resize(spec.width, spec.height)
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    if (jpeg.length <= MAX_BYTES || quality <= 40) return jpeg
    quality -= 6
  }
}
