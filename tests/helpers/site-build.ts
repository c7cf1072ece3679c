import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { ROOT } from './local-cms'

export interface BuildResult {
  exitCode: number | null
  output: string
  seconds: number
}

/** `gatsby build` (or `gatsby clean`) in the project with extra environment; never throws on failure. */
export function gatsby(command: 'build' | 'clean', env: Record<string, string> = {}): Promise<BuildResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npx', ['gatsby', command], {
      cwd: ROOT,
      env: { ...process.env, ...env, CI: 'true', NO_COLOR: '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (exitCode) =>
      resolve({ exitCode, output, seconds: (performance.now() - started) / 1000 }),
    )
  })
}

/** Every file under public/ with a digest of its content: shows whether a build changed the published site. */
export async function publishedFiles(dir = path.join(ROOT, 'public')): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const relative of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, relative)
    if (!(await stat(file)).isFile()) continue
    files.set(
      relative,
      createHash('sha1')
        .update(await readFile(file))
        .digest('hex'),
    )
  }
  return files
}
