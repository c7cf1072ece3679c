import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { childEnvironment, localCmsConfig, previewSettings, ROOT } from '../settings'
import { Refresher } from './refresher'
import { createPreviewGate } from './server'
import { prepareWorkdir } from './workdir'

export interface PreviewServer {
  /** where editors open the preview (the gate) */
  url: string
  stop(): Promise<void>
}

/** A setting from the environment, or from the local CMS's file when it is running here. */
function setting(name: string, fromEnvironment: string | null, localFile: string): string {
  const value = fromEnvironment || (existsSync(localFile) ? readFileSync(localFile, 'utf8').trim() : '')
  if (!value)
    throw new Error(
      `${name} is not set (and ${path.relative(ROOT, localFile)} does not exist): see docs/preview.md, "Settings".`,
    )
  return value
}

/** Another server on the development port would be taken for ours (and answer with other content). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (PREVIEW_DEVELOP_PORT chooses another)`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/**
 * Resolves once the development server has built its bundle (it says "You can now view …"), or rejects when
 * it exits first. Its GraphQL endpoint answers earlier, while the bundle is still being built, but a refresh
 * in that window makes Gatsby start its server a second time (EADDRINUSE): the gate opens only after this.
 */
function whenReady(develop: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    develop.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      seen = (seen + chunk.toString()).slice(-2000)
      if (/You can now view/.test(seen)) resolve()
    })
    develop.once('exit', (code) => reject(new Error(`gatsby develop exited (${code}) before it was ready`)))
  })
}

/**
 * `npm run preview`: Gatsby's development server with its refresh endpoint, sourcing drafts and autosaves
 * from the CMS with the preview account's application password, on a loopback port; in front of it the gate that lets
 * in only holders of a link WordPress signed.
 */
export async function startPreviewServer(): Promise<PreviewServer> {
  // The preview's own account (user), which may read drafts and nothing more (the local CMS makes it): never the
  // administrator, whose login would open everything to whoever reads the preview's settings.
  const { cmsUrl, user, host, port, developPort, publicUrl, ...given } = previewSettings()
  // Unset, they are the local WordPress's own (in its folder: .cms, or CMS_STATE_DIR).
  const localCmsDir = localCmsConfig().stateDir
  const password = setting(
    'CMS_PREVIEW_PASSWORD',
    given.password,
    path.join(localCmsDir, 'preview-app-password'),
  )
  const secret = setting('PREVIEW_SECRET', given.secret, path.join(localCmsDir, 'preview-secret'))
  if (secret.length < 32) throw new Error('PREVIEW_SECRET must be at least 32 characters')
  const developUrl = `http://127.0.0.1:${developPort}`
  const workdir = path.join(ROOT, '.preview')
  const stateFile = path.join(workdir, 'state.json')
  const refreshToken = randomBytes(24).toString('hex')

  await assertPortFree(developPort)
  await prepareWorkdir(ROOT, workdir)
  const develop = spawn('npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', String(developPort)], {
    cwd: workdir,
    detached: true, // its own process group: stopped with everything it started
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...childEnvironment(),
      CMS_URL: cmsUrl,
      // Read by the source plugin from its environment: never a plugin option, which GraphQL would show.
      CMS_PREVIEW_USER: user,
      CMS_PREVIEW_PASSWORD: password,
      PREVIEW_STATE_FILE: stateFile,
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      GATSBY_REFRESH_TOKEN: refreshToken,
      GATSBY_TELEMETRY_DISABLED: '1',
      // No service worker: it would keep drafts in the editor's browser (and develop serves none).
      GATSBY_SERVICE_WORKER: 'off',
      // Gatsby's "preparing page" indicator goes through the site's hydrate function, which hydrates it as if
      // it were server HTML (a mismatch, shown in develop's error overlay); the waiting page does that job.
      GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR: 'false',
    },
  })
  const stopDevelop = () => {
    if (develop.exitCode === null && develop.pid) {
      try {
        process.kill(-develop.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  process.once('exit', stopDevelop)
  let gate: Server | null = null
  try {
    await whenReady(develop)
    const refresher = new Refresher(developUrl, refreshToken, stateFile)
    gate = createPreviewGate({
      developUrl,
      secret,
      refresher,
      secureCookie: /^https:/.test(publicUrl),
      hosts: previewHosts(host, port, publicUrl),
    })
    await new Promise<void>((resolve, reject) => {
      gate?.once('error', reject)
      gate?.listen(port, host, resolve)
    })
  } catch (error) {
    stopDevelop()
    throw error
  }
  const url = `http://${host}:${port}`
  return {
    url,
    stop: async () => {
      const closed = new Promise<void>((resolve) => (gate ? gate.close(() => resolve()) : resolve()))
      gate?.closeAllConnections()
      await closed
      stopDevelop()
    },
  }
}

/**
 * The Host values the preview answers: its own address, this machine's loopback names on its port, and the
 * public address it is reached at (PREVIEW_URL).
 */
export function previewHosts(host: string, port: number, publicUrl: string): string[] {
  const own = ['localhost', '127.0.0.1', host].map((name) => `${name}:${port}`.toLowerCase())
  const published = publicUrl ? [new URL(publicUrl).host.toLowerCase()] : []
  return [...new Set([...own, ...published])]
}

/** The command: serves until stopped (Ctrl-C, SIGTERM). */
export async function runPreview(): Promise<void> {
  const server = await startPreviewServer()
  process.stdout.write(`\nPreview: ${server.url} (opened from WordPress's Preview button)\n`)
  const stop = () => void server.stop().then(() => process.exit(0))
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop)
}
