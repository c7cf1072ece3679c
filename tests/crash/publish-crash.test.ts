import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { asAdmin, cms, unique } from '../helpers/local-cms'
import {
  builds,
  callHook,
  queueTaken,
  livePage,
  nginx,
  publishFirstRelease,
  service,
  resetState,
  STATE_DIR,
  waitFor,
  WITHOUT_HOOK,
} from '../helpers/publish-stack'
import { queuedCalls } from '../../server/publish/journal'
import type { BuildRecord } from '../../server/publish/status'
import { killProcesses, processesRunning } from './support/processes'

/**
 * Publishing survives a crash. The publishing service itself (the one process that receives, queues and builds)
 * is killed with SIGKILL in KILLS builds, each started by a real save in WordPress, at moments spread over a
 * build's phases, the copy and the switch among them. Its supervisor starts it again, as systemd's Restart=always
 * does; after each kill the live site must serve one complete release, the stopped build's calls are built again,
 * and the next save goes live by itself (no leftover build, lock or half release in its way). Then publishing with
 * nginx stopped, and with the releases' disk full. `npm run test:crash`, not part of `npm test` (it makes some 45
 * builds; root, for the small file system); the figures are in docs/publishing.md.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 20)
const PRODUCT = { id: 102, path: '/producten-en-diensten/exquise-next-generation/exquiray/' }
const RELEASES = path.join(STATE_DIR, 'releases')

/** Where in a build a kill lands: a condition on the build's own traces (its log, the releases, the live link). */
const PHASES = {
  'reading the CMS': (log: string) => log.includes('gatsby-source-wp-rest: reading'),
  'building pages': (log: string) => /Building (production JavaScript|HTML renderer)/.test(log),
  'post-build steps': (log: string) => log.includes('sitemaps, robots.txt'),
  'copying the release': () => readdirSync(RELEASES).some((name) => name.endsWith('.partial')),
  'switching and reloading': (_log: string, release: string) => liveTarget() === release,
} as const
type Phase = keyof typeof PHASES
/** The service, as its supervisor runs it (compiled). */
const SERVICE = 'dist/server/main.js service run'

const liveTarget = () => path.basename(readlinkSync(path.join(STATE_DIR, 'live')))
const save = (title: string) => asAdmin(`/wp/v2/products/${PRODUCT.id}`, { method: 'POST', body: { title } })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `condition` every 5 ms (the copy and the switch last a second or less) until it holds, or until the
 * build has finished without it (then null: the kill missed its phase).
 */
async function whenPhase(condition: () => boolean, finished: () => boolean): Promise<boolean> {
  for (;;) {
    if (condition()) return true
    if (finished()) return false
    await pause(5)
  }
}

/** Every page of a release: the folders holding an index.html, as site paths. */
function pagesOf(release: string): string[] {
  return readdirSync(path.join(RELEASES, release), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('page-data'))
    .map((file) => (path.dirname(file) === '.' ? '/' : `/${path.dirname(file)}/`))
}

/** Each page answers as in the first release (200, or a redirect page's 301), loading scripts of the same release. */
async function assertOneCompleteRelease(pages: ReadonlyMap<string, number>): Promise<string> {
  const live = liveTarget()
  expect(live).toMatch(/^\d{8}T\d{6}Z(-\d+)?$/)
  const root = path.join(RELEASES, live)
  expect(['index.html', '404.html'].every((file) => existsSync(path.join(root, file)))).toBe(true)
  for (const [page, status] of pages) {
    const answer = await livePage(page)
    expect({ page, status: answer.status }).toEqual({ page, status })
    const scripts = [...answer.html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((match) => match[1]!)
    const missing = scripts.filter((script) => !existsSync(path.join(root, script)))
    expect({ page, missing }).toEqual({ page, missing: [] })
  }
  return live
}

/**
 * The next build to aim a kill at: the one building the calls of a killed build again, which the restarted
 * service starts by itself (a real save's call), or else the one a new save starts.
 */
async function nextBuild(title: string): Promise<BuildRecord> {
  // Once the service answers, its recovery has put the calls back; taking them and recording their build is one step.
  await waitFor('the queued calls to be taken', async () => queuedCalls(path.join(STATE_DIR, 'queue')) === 0)
  return builds().find((record) => record.outcome === 'building') ?? saveAndBuild(title)
}

/** Saves the product, and returns the record of the build that save started (by release: the history is pruned). */
async function saveAndBuild(title: string): Promise<BuildRecord> {
  const known = new Set(builds().map((record) => record.release))
  await save(title)
  return waitFor('the save’s build to start', async () =>
    builds().find((record) => !known.has(record.release)),
  )
}

/** The record of a build once it is no longer building (null while it is). */
const finishedRecord = async (release: string) => {
  const record = builds().find((candidate) => candidate.release === release)
  return record && record.outcome !== 'building' ? record : null
}

/** What the history says of a stopped build: failed (the site unchanged), or live (stopped after its switch). */
function stoppedOutcome(record: BuildRecord | undefined): string {
  if (!record) return 'not in the history'
  if (record.outcome === 'failed' && /onderbroken/.test(record.error ?? '')) return 'failed'
  if (record.outcome === 'succeeded' && /onderbroken/.test(record.warning ?? '')) return 'live'
  return `${record.outcome}: ${record.error ?? record.warning ?? ''}`
}

/** Used bytes and files of the releases' file system (df). */
function usage(): { bytes: number; files: number } {
  const [bytes, files] = execFileSync('df', ['--output=used,iused', '-B1', RELEASES], { encoding: 'utf8' })
    .trim()
    .split('\n')[1]!
    .trim()
    .split(/\s+/)
    .map(Number)
  return { bytes: bytes!, files: files! }
}

/** Lazily: nginx or a stopped build may still hold a file there. */
function unmountReleases(): void {
  if (readFileSync('/proc/mounts', 'utf8').includes(` ${RELEASES} `)) execFileSync('umount', ['-l', RELEASES])
}

const remountReleases = (options: string) =>
  execFileSync('mount', ['-o', `remount,${options}`, RELEASES], { stdio: 'inherit' })

describe('publishing survives a crash', () => {
  /** every page of the first release, with how nginx answered it */
  const pages = new Map<string, number>()
  const kills: Array<{ phase: Phase; second: number; killed: number; live: 'old' | 'new'; release: string }> =
    []
  /** The record of a stopped build, once the next loop has settled it (the history keeps the newest 20). */
  const settled = (release: string) => builds().find((record) => record.release === release)

  beforeAll(async () => {
    if (process.getuid?.() !== 0)
      throw new Error(
        'The crash test needs root: the releases get a file system of their own, which it fills.',
      )
    cms('seed')
    unmountReleases() // left mounted by a run that was stopped
    resetState()
    mkdirSync(RELEASES, { recursive: true })
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2g,mode=0755', 'tandem-releases', RELEASES])
    service('start')
    await publishFirstRelease()
    for (const page of pagesOf(liveTarget())) pages.set(page, (await livePage(page)).status)
  })

  afterAll(() => {
    nginx('stop')
    service('stop')
    unmountReleases()
    cms('start', WITHOUT_HOOK)
    cms('seed')
    const lines = kills.map((kill) =>
      [kill.phase, kill.second, kill.killed, kill.live, kill.release].join('\t'),
    )
    writeFileSync(
      path.join(path.dirname(STATE_DIR), 'crash-figures.tsv'),
      `phase\tsecond\tprocesses\tlive\trelease\n${lines.join('\n')}\n`,
    )
  })

  it(`serves one complete release after each of ${KILLS} kills, and the next save builds by itself`, async () => {
    const phases = Object.keys(PHASES) as Phase[]
    for (let attempt = 0; kills.length < KILLS && attempt < 2 * KILLS; attempt++) {
      const phase = phases[attempt % phases.length]!
      const before = liveTarget()
      const record = await nextBuild(`Exquiray ${unique()}`)
      // The loop that runs this build has said what happened to the one stopped before it.
      const stopped = kills.at(-1)
      if (stopped)
        expect(stoppedOutcome(settled(stopped.release))).toBe(stopped.live === 'new' ? 'live' : 'failed')
      // The record is written just before Gatsby's log is opened.
      const log = () =>
        existsSync(path.join(STATE_DIR, record.log))
          ? readFileSync(path.join(STATE_DIR, record.log), 'utf8')
          : ''
      const finished = () => settled(record.release)?.outcome !== 'building'
      const reached = await whenPhase(() => PHASES[phase](log(), record.release), finished)
      // A random moment inside the phase (the switch's reload lasts a fraction of a second).
      await pause(
        Math.random() * (phase === 'switching and reloading' || phase === 'copying the release' ? 100 : 1500),
      )
      // The service alone, as a crash takes it: the build it started is left to the next one to find.
      const killed = reached ? killProcesses(processesRunning(SERVICE)) : 0
      // Read at once: the restarted service settles the record. One already finished was not a kill of a build.
      const killedABuild = killed > 0 && settled(record.release)?.outcome === 'building'
      const second = Math.round((Date.now() - Date.parse(record.started)) / 1000)
      const live = await assertOneCompleteRelease(pages)
      // Back by itself; WordPress's next call must find it (a call it cannot make waits for cron's retry).
      await waitFor('the service to answer again', async () => (await callHook([], null)).status === 403)
      if (!killedABuild) continue
      kills.push({ release: record.release, phase, second, killed, live: live === before ? 'old' : 'new' })
    }
    expect(kills).toHaveLength(KILLS)

    // The next save goes live with nobody's help: no stale lock, no half copy in the way.
    const title = `Exquiray na ${KILLS} keer ${unique()}`
    await queueTaken() // the last killed build's calls, built again first
    const after = await saveAndBuild(title)
    expect((await waitFor('the build after the kills', () => finishedRecord(after.release))).outcome).toBe(
      'succeeded',
    )
    expect((await livePage(PRODUCT.path)).html).toContain(title)
    await assertOneCompleteRelease(pages)
    expect(readdirSync(RELEASES).filter((name) => name.endsWith('.partial'))).toEqual([])
    // One service, and no build left running by a killed one.
    expect(processesRunning(SERVICE)).toHaveLength(1)
    expect(processesRunning('gatsby build')).toEqual([])
    // The last one stopped, settled by the build after the kills.
    expect(stoppedOutcome(settled(kills.at(-1)!.release))).toBe(
      kills.at(-1)!.live === 'new' ? 'live' : 'failed',
    )
  })

  it('publishes with nginx stopped, and nginx serves that release when it is back', async () => {
    nginx('stop')
    const title = `Exquiray zonder nginx ${unique()}`
    const started = await saveAndBuild(title)
    const record = await waitFor('the build without nginx', () => finishedRecord(started.release))
    // The reload has nothing to reload while nginx is stopped; started again, it serves the live link.
    expect(record).toMatchObject({ outcome: 'succeeded', release: liveTarget() })
    nginx('start')
    expect((await livePage(PRODUCT.path)).html).toContain(title)
  })

  it('fails a build whose release does not fit on the disk, keeps serving the live one, and goes on once there is room', async () => {
    const live = liveTarget()
    const used = usage()
    // Room for nothing more: a new release needs new folders (files unchanged since the live one are links).
    remountReleases(`size=${used.bytes + 64 * 1024},nr_inodes=${used.files + 8}`)
    const onFullDisk = await saveAndBuild(`Exquiray vol ${unique()}`)
    const full = await waitFor('the build on a full disk', () => finishedRecord(onFullDisk.release))
    expect(full.outcome).toBe('failed')
    expect(full.error).toMatch(/ENOSPC|no space left on device/i)
    expect(liveTarget()).toBe(live)
    await assertOneCompleteRelease(pages)

    remountReleases('size=2g,nr_inodes=1000000')
    const title = `Exquiray met ruimte ${unique()}`
    const withRoom = await saveAndBuild(title)
    const next = await waitFor('the build with room again', () => finishedRecord(withRoom.release))
    expect(next.outcome).toBe('succeeded')
    expect((await livePage(PRODUCT.path)).html).toContain(title)
  })
})
