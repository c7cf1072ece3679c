import type { ImageExtension } from './upload-path'

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** ISO-BMFF (`....ftyp`) with an AVIF brand, major or compatible. */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length)
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    const brand = bytes.toString('latin1', offset, offset + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/** Whether the bytes are an image of the type the extension names (its magic bytes). */
export function bytesMatchExtension(bytes: Buffer, extension: ImageExtension): boolean {
  switch (extension) {
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff])
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)
    case 'avif':
      return isAvif(bytes)
  }
}
