import { spawn } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')

export interface RunningServer {
  origin: string
  stop(): void
}

/**
 * `gatsby serve` on the build in public/ (gzip on and redirects answered, as a production host would): the
 * project's, or that of another Gatsby site in `siteDir` (the benchmark's anchor page).
 */
export async function serveBuild(port: number, siteDir: string = ROOT): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['serve', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: siteDir, stdio: 'ignore', detached: true },
  )
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
  }
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`gatsby serve did not answer on ${origin} within 30 s`)
}
