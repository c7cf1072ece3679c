import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Script } from 'node:vm'
import { writeServiceWorker } from '../../src/build/write-service-worker'
import { parseBuildInfo } from '../../src/lib/pwa/build-info'

/** A public/ with what Gatsby and the manifest plugin leave there before onPostBuild. */
async function fakePublicDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sw-build-'))
  await writeFile(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({ assetsByChunkName: { app: ['webpack-runtime-aaa.js', 'app-bbb.js'], other: ['x.js'] } }),
  )
  await writeFile(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({
      icons: [{ src: 'icons/icon-192x192.png?v=1' }, { src: '/icons/icon-512x512.png?v=1' }],
    }),
  )
  await mkdir(path.join(dir, 'icons'))
  await writeFile(path.join(dir, 'icons/icon-192x192.png'), 'small icon')
  await writeFile(path.join(dir, 'icons/icon-512x512.png'), 'large icon')
  return dir
}

const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8')
const md5 = (contents: string) => createHash('md5').update(contents).digest('hex')

describe('the service worker build step', () => {
  const dirs: string[] = []
  const newDir = async () => {
    const dir = await fakePublicDir()
    dirs.push(dir)
    return dir
  }
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  afterEach(() => {
    delete process.env.GATSBY_SERVICE_WORKER
  })

  it('writes the build info, the offline page and a worker that knows its build and what to precache', async () => {
    const dir = await newDir()
    const { buildId } = await writeServiceWorker(dir, 'Tandem Praktijksoftware')
    expect(parseBuildInfo(JSON.parse(await read(dir, 'build-info.json')))?.buildId).toBe(buildId)

    const offline = await read(dir, 'offline.html')
    expect(offline).toContain('<html lang="nl">')
    expect(offline).toContain('<h1>U bent offline</h1>')
    expect(offline).toContain('<title>Geen internetverbinding | Tandem Praktijksoftware</title>')

    const worker = await read(dir, 'sw.js')
    expect(() => new Script(worker)).not.toThrow() // one plain script: no TypeScript, no imports left
    expect(worker).not.toMatch(/\bprocess\.env\b|^import /m) // a worker has neither
    const settings = JSON.parse(/^const SERVICE_WORKER_BUILD = (.*?);$/m.exec(worker)![1]!) as Record<
      string,
      unknown
    >
    expect(settings).toEqual({
      id: buildId,
      offlinePage: '/offline.html',
      precache: [
        { url: '/offline.html', revision: md5(offline) },
        { url: '/manifest.webmanifest', revision: md5(await read(dir, 'manifest.webmanifest')) },
        { url: '/icons/icon-192x192.png?v=1', revision: md5('small icon') },
        { url: '/icons/icon-512x512.png?v=1', revision: md5('large icon') },
      ],
      appChunks: ['/webpack-runtime-aaa.js', '/app-bbb.js'],
      passThrough: ['/sw.js', '/build-info.json'],
    })
  })

  it('bundles the Workbox modules the worker imports', async () => {
    const dir = await newDir()
    await writeServiceWorker(dir, 'Tandem')
    const worker = await read(dir, 'sw.js')
    // Names Workbox gives its caches, messages and errors, which minifying leaves in place.
    expect(worker).toContain('precache-v2') // workbox-precaching
    expect(worker).toContain('workbox-expiration') // its database
    expect(worker).toContain('navigationPreload') // workbox-navigation-preload
    expect(worker).toContain('tandem-pages')
  })

  it('gives every build its own id, so browsers see a new worker after each deploy', async () => {
    const first = await writeServiceWorker(await newDir(), 'Tandem')
    const second = await writeServiceWorker(await newDir(), 'Tandem')
    expect(first.buildId).not.toBe(second.buildId)
  })

  it('with GATSBY_SERVICE_WORKER=off, serves the worker that removes itself', async () => {
    process.env.GATSBY_SERVICE_WORKER = 'off'
    const dir = await newDir()
    await writeServiceWorker(dir, 'Tandem')
    const worker = await read(dir, 'sw.js')
    expect(() => new Script(worker)).not.toThrow()
    expect(worker).not.toContain('SERVICE_WORKER_BUILD')
    expect(worker).toContain('registration.unregister()')
    expect(worker).toContain('caches.delete')
    expect(worker).toContain('workbox-expiration')
  })
})
