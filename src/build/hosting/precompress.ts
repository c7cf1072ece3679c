import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import { inBatches } from './in-batches'

const gzipAsync = promisify(gzip)

/** Text files a browser asks for (source maps only with the developer tools open: not worth the time). */
const COMPRESSIBLE = /\.(?:html|js|css|json|xml|svg|txt|webmanifest|ics)$/

/**
 * A `file.gz` beside each text file, at gzip's best level: nginx sends it as it is (`gzip_static`), so no
 * request waits for compression. Only where it is smaller. A copy newer than its file is kept (an incremental
 * build rewrites a few files); copies whose file changed, went or no longer gains are removed first, so nginx
 * never sends an old one. Returns the number of compressed copies.
 */
export async function precompress(publicDir: string, files: readonly string[]): Promise<number> {
  const wanted = new Set(files.filter((file) => COMPRESSIBLE.test(file)))
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  const copies = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.gz'))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
  const current = new Set<string>()
  await inBatches(copies, 64, async (copy) => {
    const file = copy.slice(0, -'.gz'.length)
    const fresh = wanted.has(file) && (await isNewer(path.join(publicDir, copy), path.join(publicDir, file)))
    if (fresh) current.add(file)
    else await rm(path.join(publicDir, copy))
  })
  const written = await inBatches(
    [...wanted].filter((file) => !current.has(file)),
    32,
    async (file) => {
      const source = await readFile(path.join(publicDir, file))
      const compressed = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })
      if (compressed.length >= source.length) return false
      await writeFile(path.join(publicDir, `${file}.gz`), compressed)
      return true
    },
  )
  return current.size + written.filter(Boolean).length
}

async function isNewer(copy: string, file: string): Promise<boolean> {
  const [copyStat, fileStat] = await Promise.all([stat(copy), stat(file)])
  return copyStat.mtimeMs >= fileStat.mtimeMs
}
