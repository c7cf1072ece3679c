import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import ts from 'typescript'
import { BUILD_INFO_PATH, type BuildInfo } from '../lib/pwa/build-info'
import { serviceWorkerSwitchedOff, SERVICE_WORKER_PATH } from '../lib/pwa/service-worker-switch'
import { OFFLINE_PAGE_PATH, offlinePageHtml } from './offline-page'

// Gatsby runs from the site's root (and compiles this file elsewhere, so not relative to __dirname).
const workerSource = (file: string) => path.resolve('src/service-worker', file)

/** Type-only syntax removed; the worker files are scripts without imports, so nothing needs bundling. */
async function compileWorker(file: string): Promise<string> {
  const source = await readFile(workerSource(file), 'utf8')
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2021, removeComments: false },
  }).outputText
}

interface WebpackStats {
  assetsByChunkName: Record<string, string[] | undefined>
}
interface WebManifest {
  icons?: { src: string }[]
}

/** What a new worker stores before it takes over: the offline page, the manifest and icons, the app's code. */
async function precacheList(publicDir: string): Promise<{ precache: string[]; appChunks: string[] }> {
  const stats = JSON.parse(await readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats
  const manifest = JSON.parse(
    await readFile(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
  ) as WebManifest
  const appChunks = (stats.assetsByChunkName.app ?? []).map((file) => `/${file}`)
  // Icon addresses are relative to the manifest's.
  const icons = (manifest.icons ?? []).map((icon) => {
    const url = new URL(icon.src, 'https://site.invalid/manifest.webmanifest')
    return url.pathname + url.search
  })
  return { precache: [OFFLINE_PAGE_PATH, '/manifest.webmanifest', ...icons], appChunks }
}

/**
 * Writes the latest-build info (polled by open pages), the offline page and /sw.js: the site's worker with this
 * build's settings in front of it, or the worker that removes itself when GATSBY_SERVICE_WORKER=off.
 */
export async function writeServiceWorker(publicDir: string, siteName: string): Promise<BuildInfo> {
  const buildInfo: BuildInfo = {
    buildId: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    builtAt: new Date().toISOString(),
  }
  await writeFile(path.join(publicDir, BUILD_INFO_PATH), JSON.stringify(buildInfo))
  const logoSvg = await readFile(path.resolve('static/favicon.svg'), 'utf8')
  await writeFile(path.join(publicDir, OFFLINE_PAGE_PATH), offlinePageHtml(siteName, logoSvg))

  let worker: string
  if (serviceWorkerSwitchedOff(process.env)) {
    worker = await compileWorker('retiring-worker.ts')
  } else {
    const settings = {
      id: buildInfo.buildId,
      offlinePage: OFFLINE_PAGE_PATH,
      ...(await precacheList(publicDir)),
      passThrough: [SERVICE_WORKER_PATH, BUILD_INFO_PATH],
    }
    worker = `const SERVICE_WORKER_BUILD = ${JSON.stringify(settings)};\n${await compileWorker('worker.ts')}`
  }
  await writeFile(path.join(publicDir, SERVICE_WORKER_PATH), worker)
  return buildInfo
}
