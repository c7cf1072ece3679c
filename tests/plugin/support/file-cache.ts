import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaCache } from '../../../plugins/gatsby-source-wp-rest/src/image/download-to-cache'

/**
 * Gatsby's cache as several processes share it: entries as JSON files in the cache folder, each written whole
 * (its own temporary file, then renamed), so every process sees what the others set.
 */
export function fileCache(directory: string): MediaCache {
  const entryFile = (key: string) =>
    path.join(directory, 'entries', `${createHash('sha256').update(key).digest('hex')}.json`)
  return {
    directory,
    async get(key: string): Promise<unknown> {
      try {
        return JSON.parse(await readFile(entryFile(key), 'utf8')) as unknown
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async set(key: string, value: unknown): Promise<unknown> {
      const file = entryFile(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, JSON.stringify(value))
      await rename(temporary, file)
      return value
    },
  }
}
