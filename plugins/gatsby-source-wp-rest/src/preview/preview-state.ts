import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * After each sourcing the preview server's source writes when it finished. The preview proxy reads it to
 * tell a refresh that is still running from one that finished without the version it waits for (the editor
 * saved again meanwhile), and only then asks for another.
 */
export async function writePreviewState(
  file: string,
  state: { sourcedAt: number; nodes: number },
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${JSON.stringify(state)}\n`)
  await rename(partial, file)
}
