import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes a file of the build only when its contents differ from what is there. An unchanged file keeps its time,
 * so the steps after it (compressed copies, inline-script hashes) skip it, and the next release shares it with
 * the live one instead of copying it. Returns whether the file was written.
 */
export async function writeIfChanged(file: string, contents: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => null)
  if (current === contents) return false
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, contents)
  return true
}
