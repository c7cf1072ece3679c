import { createHash, randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { WEBPACK_STATS_FILE } from '../lib/gatsby-internals'
import { BUILD_INFO_PATH, type BuildInfo } from '../lib/pwa/build-info'
import { serviceWorkerSwitchedOff, SERVICE_WORKER_PATH } from '../lib/pwa/service-worker-switch'
import type { ServiceWorkerBuild } from '../service-worker/build-settings'
import { OFFLINE_PAGE_PATH, offlinePageHtml } from './offline-page'
import { writeIfChanged } from './write-if-changed'

// Gatsby runs from the site's root (and compiles this file elsewhere, so not relative to __dirname).
const workerSource = (file: string) => path.resolve('src/service-worker', file)

/**
 * One script with the Workbox modules it imports. NODE_ENV=production leaves out Workbox's development logging
 * and checks (and `process`, which a worker does not have).
 */
async function bundleWorker(file: string, settings?: ServiceWorkerBuild): Promise<string> {
  const result = await build({
    entryPoints: [workerSource(file)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2021',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: settings ? { js: `const SERVICE_WORKER_BUILD = ${JSON.stringify(settings)};` } : undefined,
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`)
  return output.text
}

interface WebpackStats {
  assetsByChunkName: Record<string, string[] | undefined>
}
interface WebManifest {
  icons?: { src: string }[]
}

/** Workbox's revision for a precached file: a hash of its contents, so a changed file is fetched again. */
async function revision(publicDir: string, url: string): Promise<string> {
  const file = path.join(publicDir, new URL(url, 'https://site.invalid').pathname)
  return createHash('md5')
    .update(await readFile(file))
    .digest('hex')
}

/** What a new worker stores before it takes over: the offline page, the manifest and icons, the app's code. */
async function precacheLists(publicDir: string): Promise<Pick<ServiceWorkerBuild, 'precache' | 'appChunks'>> {
  const stats = JSON.parse(await readFile(path.join(publicDir, WEBPACK_STATS_FILE), 'utf8')) as WebpackStats
  const manifest = JSON.parse(
    await readFile(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
  ) as WebManifest
  // Icon addresses are relative to the manifest's.
  const icons = (manifest.icons ?? []).map((icon) => {
    const url = new URL(icon.src, 'https://site.invalid/manifest.webmanifest')
    return url.pathname + url.search
  })
  const urls = [OFFLINE_PAGE_PATH, '/manifest.webmanifest', ...icons]
  return {
    precache: await Promise.all(urls.map(async (url) => ({ url, revision: await revision(publicDir, url) }))),
    appChunks: (stats.assetsByChunkName.app ?? []).map((file) => `/${file}`),
  }
}

/**
 * Writes the latest-build info (polled by open pages), the offline page and /sw.js: the site's worker bundled
 * with Workbox and this build's settings in front of it, or the worker that removes itself when
 * GATSBY_SERVICE_WORKER=off.
 */
export async function writeServiceWorker(publicDir: string, siteName: string): Promise<BuildInfo> {
  const buildInfo: BuildInfo = {
    buildId: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    builtAt: new Date().toISOString(),
  }
  await writeFile(path.join(publicDir, BUILD_INFO_PATH), JSON.stringify(buildInfo))
  const logoSvg = await readFile(path.resolve('static/favicon.svg'), 'utf8')
  await writeIfChanged(path.join(publicDir, OFFLINE_PAGE_PATH), offlinePageHtml(siteName, logoSvg))

  const worker = serviceWorkerSwitchedOff(process.env)
    ? await bundleWorker('retiring-worker.ts')
    : await bundleWorker('worker.ts', {
        id: buildInfo.buildId,
        offlinePage: OFFLINE_PAGE_PATH,
        ...(await precacheLists(publicDir)),
        passThrough: [SERVICE_WORKER_PATH, BUILD_INFO_PATH],
      })
  await writeFile(path.join(publicDir, SERVICE_WORKER_PATH), worker)
  return buildInfo
}
