import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildTimings } from '../../server/publish/gatsby-build'
import { markBuildStep, readBuildSteps } from '../../src/build/build-steps'
import {
  createRelease,
  discardRelease,
  listReleases,
  liveRelease,
  newReleaseId,
  previousRelease,
  pruneReleases,
  removePartialCopies,
  switchLive,
} from '../../server/publish/releases'

describe('releases', () => {
  let dir: string
  let releases: string
  let live: string
  let site: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'publish-releases-'))
    releases = path.join(dir, 'releases')
    live = path.join(dir, 'live')
    site = path.join(dir, 'public')
    mkdirSync(path.join(site, 'agenda'), { recursive: true })
    writeFileSync(path.join(site, 'index.html'), 'home v1')
    writeFileSync(path.join(site, 'agenda/index.html'), 'agenda v1')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('are named by their start time, with a counter when two start in one second', async () => {
    const now = new Date('2026-11-23T04:11:24.123Z')
    expect(newReleaseId(releases, dir, now)).toBe('20261123T041124Z')
    await createRelease(site, releases, '20261123T041124Z', null)
    expect(newReleaseId(releases, dir, now)).toBe('20261123T041124Z-2')
  })

  it('copy the build, sharing the files that did not change with the live release', async () => {
    await createRelease(site, releases, '20261123T040000Z', null)
    writeFileSync(path.join(site, 'index.html'), 'home v2')
    await createRelease(site, releases, '20261123T050000Z', '20261123T040000Z')
    const file = (release: string, name: string) => path.join(releases, release, name)
    expect(readFileSync(file('20261123T040000Z', 'index.html'), 'utf8')).toBe('home v1')
    expect(readFileSync(file('20261123T050000Z', 'index.html'), 'utf8')).toBe('home v2')
    expect(statSync(file('20261123T050000Z', 'agenda/index.html')).ino).toBe(
      statSync(file('20261123T040000Z', 'agenda/index.html')).ino,
    )
    // The build's own folder is never shared: the next build may write to it.
    expect(statSync(path.join(site, 'agenda/index.html')).nlink).toBe(1)
  })

  it('switch the live link in one step, to an existing release only', async () => {
    await createRelease(site, releases, '20261123T040000Z', null)
    await createRelease(site, releases, '20261123T050000Z', null)
    switchLive(live, releases, '20261123T040000Z')
    switchLive(live, releases, '20261123T050000Z')
    expect(readlinkSync(live)).toBe('releases/20261123T050000Z')
    expect(liveRelease(live)).toBe('20261123T050000Z')
    expect(() => switchLive(live, releases, '20261123T060000Z')).toThrow('There is no release')
    expect(() => switchLive(live, releases, '../public')).toThrow('There is no release')
    expect(liveRelease(live)).toBe('20261123T050000Z')
  })

  it('keep the newest few and the live one; a rollback goes to the one before the live one', async () => {
    const ids = ['20261123T010000Z', '20261123T020000Z', '20261123T030000Z', '20261123T040000Z']
    for (const id of ids) await createRelease(site, releases, id, null)
    expect(previousRelease(releases, '20261123T040000Z')).toBe('20261123T030000Z')
    expect(previousRelease(releases, '20261123T010000Z')).toBeNull()
    switchLive(live, releases, '20261123T010000Z')
    expect(pruneReleases(releases, 2, live)).toEqual(['20261123T020000Z'])
    expect(listReleases(releases)).toEqual(['20261123T010000Z', '20261123T030000Z', '20261123T040000Z'])
  })

  it('never prune the live release: it is read from the link, and nothing goes without one', async () => {
    const ids = ['20261123T010000Z', '20261123T020000Z', '20261123T030000Z']
    for (const id of ids) await createRelease(site, releases, id, null)
    expect(pruneReleases(releases, 2, live)).toEqual([]) // no live link: nothing is known to be safe
    switchLive(live, releases, '20261123T010000Z') // e.g. a rollback while a build was finishing
    expect(pruneReleases(releases, 2, live)).toEqual([])
    expect(listReleases(releases)).toEqual(ids)
  })

  it('remove a failed copy’s partial folder', async () => {
    await createRelease(site, releases, '20261123T010000Z', null)
    // A named pipe is neither a file nor a folder: the copy stops after it made the folders, as on a full disk.
    execFileSync('mkfifo', [path.join(site, 'agenda', 'pipe')])
    await expect(createRelease(site, releases, '20261123T020000Z', '20261123T010000Z')).rejects.toThrow(
      /not a file, a folder or a link/,
    )
    expect(readdirSync(releases)).toEqual(['20261123T010000Z'])
  })

  it('copy a changed file with its build time, and share a file only when its bytes are the same', async () => {
    await createRelease(site, releases, '20261123T010000Z', null)
    writeFileSync(path.join(site, 'index.html'), 'home v2') // same size, other bytes
    const built = new Date('2026-11-20T10:00:00.000Z')
    utimesSync(path.join(site, 'index.html'), built, built)
    symlinkSync('index.html', path.join(site, 'start.html'))
    await createRelease(site, releases, '20261123T020000Z', '20261123T010000Z')
    const copied = path.join(releases, '20261123T020000Z', 'index.html')
    expect(readFileSync(copied, 'utf8')).toBe('home v2')
    expect(statSync(copied).nlink).toBe(1)
    expect(statSync(copied).mtime.toISOString()).toBe(built.toISOString())
    expect(readlinkSync(path.join(releases, '20261123T020000Z', 'start.html'))).toBe('index.html')
  })

  it('remove the half copy of a build stopped in the middle of its copy (kill -9), and nothing else', async () => {
    await createRelease(site, releases, '20261123T010000Z', null)
    mkdirSync(path.join(releases, '.20261123T020000Z.partial/agenda'), { recursive: true })
    expect(removePartialCopies(releases)).toEqual(['.20261123T020000Z.partial'])
    expect(readdirSync(releases)).toEqual(['20261123T010000Z'])
    expect(removePartialCopies(path.join(dir, 'none'))).toEqual([])
  })

  it('discard a release that never went live, never the live one', async () => {
    await createRelease(site, releases, '20261123T010000Z', null)
    await createRelease(site, releases, '20261123T020000Z', null)
    switchLive(live, releases, '20261123T010000Z')
    discardRelease(releases, live, '20261123T010000Z')
    discardRelease(releases, live, '20261123T020000Z')
    expect(listReleases(releases)).toEqual(['20261123T010000Z'])
  })
})

describe('a build’s timings', () => {
  const startedMs = 1_000_000
  // As gatsby-node.ts notes them (src/build/build-steps.ts), with a line the service cannot read among them.
  const stepsFile = [
    JSON.stringify({ step: 'sourcing', at: startedMs + 4_000 }),
    JSON.stringify({ step: 'sourced', at: startedMs + 5_250 }),
    'not json',
    JSON.stringify({ step: 'bootstrapped', at: startedMs + 7_750 }),
    JSON.stringify({ step: 'sourced', at: startedMs + 9_000 }),
  ].join('\n')

  it('split into sourcing, the rest of the bootstrap (with Node starting) and the pages', () => {
    expect(buildTimings(readBuildSteps(stepsFile), startedMs, startedMs + 16_000)).toEqual({
      sourcing: 1.25,
      bootstrap: 6.5,
      pages: 8.25,
    })
  })

  it('are unknown for a build that stopped before the end of its bootstrap', () => {
    const partial = stepsFile.split('\n').slice(0, 2).join('\n')
    expect(buildTimings(readBuildSteps(partial), startedMs, startedMs + 5_000)).toBeNull()
  })

  it('come from the markers a production build writes in its main process only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-steps-'))
    const file = path.join(dir, 'steps')
    const env = { BUILD_STEPS_FILE: file, NODE_ENV: 'production' }
    markBuildStep('sourcing', env, 1)
    markBuildStep('sourced', { ...env, GATSBY_WORKER_POOL_WORKER: 'true' }, 2)
    markBuildStep('sourced', { ...env, NODE_ENV: 'development' }, 3)
    markBuildStep('bootstrapped', env, 4)
    expect(readBuildSteps(readFileSync(file, 'utf8'))).toEqual({ sourcing: 1, bootstrapped: 4 })
    rmSync(dir, { recursive: true })
  })
})
