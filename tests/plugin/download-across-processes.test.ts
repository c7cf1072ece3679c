import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startFakeCms, type FakeCms } from './support/fake-cms'
import type { WorkerOrder, WorkerReport } from './support/download-worker'

/**
 * Gatsby runs page queries in several worker processes, which share one cache folder: workers that download the
 * same image at the same moment must all end with the whole file, and leave no temporary file behind (a shared
 * `.part` name once failed a 10,000-item build with ENOENT on its rename).
 */
const ROOT = path.resolve(__dirname, '../..')
const WORKER = path.join(__dirname, 'support/download-worker.ts')
const WORKERS = 6
const FILES = 5

const files = Array.from({ length: FILES }, (_, index) => ({
  path: `/wp-content/uploads/2026/10/foto-${index}.jpg`,
  bytes: Buffer.concat([Buffer.from(`foto ${index} `), randomBytes(256 * 1024)]),
  etag: `"v${index}"`,
}))

let cms: FakeCms | undefined
let cacheDir = ''
const children = new Set<ChildProcess>()
/** The If-None-Match of every request, in order. */
const asked: Array<string | undefined> = []
/** While set, the server answers a file only once every worker has asked for it: all of them download at once. */
let holdUntilAllAsked = true
const arrivals = new Map<string, { count: number; release: Array<() => void> }>()

function everyWorkerAsked(filePath: string): Promise<void> {
  const arrival = arrivals.get(filePath) ?? { count: 0, release: [] }
  arrivals.set(filePath, arrival)
  arrival.count += 1
  return new Promise((resolve) => {
    arrival.release.push(resolve)
    if (arrival.count === WORKERS) arrival.release.forEach((release) => release())
  })
}

beforeEach(async () => {
  asked.length = 0
  arrivals.clear()
  holdUntilAllAsked = true
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'media-workers-'))
  cms = await startFakeCms(async (url, request) => {
    const file = files.find((candidate) => candidate.path === url.pathname)
    if (!file) return { status: 404, body: 'weg' }
    const etag = request.headers['if-none-match']
    asked.push(etag)
    if (etag === file.etag) return { status: 304, body: '' }
    if (holdUntilAllAsked) await everyWorkerAsked(url.pathname)
    return { body: file.bytes, headers: { 'content-type': 'image/jpeg', etag: file.etag } }
  })
})
afterEach(async () => {
  // The workers are done with their reports by now: stop them, and wait until they have ended.
  await Promise.all(
    [...children].map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve())
            child.kill()
          }),
    ),
  )
  children.clear()
  await cms?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

/** A worker process, and the next report it sends (its error output with it when it fails or ends). */
async function startWorker() {
  const child = fork(WORKER, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  children.add(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const nextReport = () =>
    new Promise<WorkerReport>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`A worker ended (exit ${code}):\n${output}`))
      child.once('exit', ended)
      child.once('message', (report: WorkerReport) => {
        child.off('exit', ended)
        if ('error' in report) reject(new Error(`A worker failed: ${report.error}\n${output}`))
        else resolve(report)
      })
    })
  await nextReport()
  return { child, nextReport }
}

type Worker = Awaited<ReturnType<typeof startWorker>>

/** The workers of one build, told to start at the same moment; the files each downloaded. */
async function workersDownload(workers: readonly Worker[], build: string): Promise<string[][]> {
  const urls = files.map((file) => `${cms!.url}${file.path}`)
  const order: WorkerOrder = { urls, cacheDir, origin: cms!.url, build }
  const reports = workers.map((worker) => worker.nextReport())
  for (const { child } of workers) child.send(order)
  return (await Promise.all(reports)).map((report) => ('files' in report ? report.files : []))
}

/** Every worker got the same file per URL, holding the CMS's bytes. */
async function expectWholeFiles(results: string[][]): Promise<string[]> {
  const [first] = results
  for (const result of results) expect(result).toEqual(first)
  for (const [index, file] of (first ?? []).entries()) {
    expect((await readFile(file)).equals(files[index]!.bytes)).toBe(true)
  }
  return first ?? []
}

it('downloads the same files in several processes at once, whole, without temporary files left', async () => {
  const workers = await Promise.all(Array.from({ length: WORKERS }, startWorker))
  const downloaded = await expectWholeFiles(await workersDownload(workers, 'build-1'))
  expect(asked).toHaveLength(WORKERS * FILES)
  const left = (await readdir(cacheDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  expect(left.filter((file) => !file.endsWith('.json')).sort()).toEqual([...downloaded].sort())
  expect(left.filter((file) => file.endsWith('.json'))).toHaveLength(FILES)

  // The workers' next queries in the same build use the files already there, without asking the CMS.
  holdUntilAllAsked = false
  expect(await expectWholeFiles(await workersDownload(workers, 'build-1'))).toEqual(downloaded)
  expect(asked).toHaveLength(WORKERS * FILES)

  // The next build asks whether they changed, with their ETags, and keeps them on a 304.
  expect(await expectWholeFiles(await workersDownload(workers, 'build-2'))).toEqual(downloaded)
  const revalidations = asked.slice(WORKERS * FILES)
  expect(revalidations.length).toBeGreaterThanOrEqual(FILES)
  expect(revalidations.every((etag) => files.some((file) => file.etag === etag))).toBe(true)
}, 60_000)
