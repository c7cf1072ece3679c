import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import { inBatches } from './in-batches'

const gzipAsync = promisify(gzip)

/** Text files a browser asks for (source maps only with the developer tools open: not worth the time). */
const COMPRESSIBLE = /\.(?:html|js|css|json|xml|svg|txt|webmanifest)$/

/**
 * A `file.gz` beside each text file, at gzip's best level: nginx sends it as it is (`gzip_static`), so no
 * request waits for compression. Only where it is smaller. Returns the number of files written.
 */
export async function precompress(publicDir: string, files: readonly string[]): Promise<number> {
  // Copies from an earlier build into the same folder would be sent in place of files that changed since.
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.gz'))
      .map((entry) => rm(path.join(entry.parentPath, entry.name))),
  )
  const written = await inBatches(
    files.filter((file) => COMPRESSIBLE.test(file)),
    32,
    async (file) => {
      const source = await readFile(path.join(publicDir, file))
      const compressed = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })
      if (compressed.length >= source.length) return false
      await writeFile(path.join(publicDir, `${file}.gz`), compressed)
      return true
    },
  )
  return written.filter(Boolean).length
}
