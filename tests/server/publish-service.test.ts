import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { takeInstanceLock } from '../../server/lib/instance-lock'
import { waitUntil } from '../../server/lib/services'
import { supervise } from '../../server/lib/supervisor'
import { Journal } from '../../server/publish/journal'
import { readPause } from '../../server/publish/pause'
import { recover } from '../../server/publish/recovery'
import { rollback } from '../../server/publish/rollback'
import { readBuildHistory, saveRecord, type BuildRecord } from '../../server/publish/status'
import { publishSettings, type PublishSettings } from '../../server/settings'

/** The parts of the publishing service that keep it one, and whole after a crash (server/publish/service.ts). */
let settings: PublishSettings
beforeEach(() => {
  settings = publishSettings({
    PUBLISH_DIR: mkdtempSync(path.join(tmpdir(), 'publish-service-')),
    // No server to check or reload here: the switch is the link alone.
    PUBLISH_BEFORE_SWITCH: '',
    PUBLISH_AFTER_SWITCH: '',
  })
  for (const dir of [settings.releasesDir, settings.historyDir, settings.queueDir])
    mkdirSync(dir, { recursive: true })
})
afterEach(() => rmSync(settings.stateDir, { recursive: true, force: true }))

const release = (id: string) => {
  mkdirSync(path.join(settings.releasesDir, id), { recursive: true })
  writeFileSync(path.join(settings.releasesDir, id, 'index.html'), id)
}
const record = (id: string, outcome: BuildRecord['outcome']): BuildRecord => ({
  release: id,
  started: '2026-11-28T10:00:00.000Z',
  finished: null,
  outcome,
  hooks: 1,
  firstHookAt: null,
  changes: [],
  log: `logs/${id}.log`,
})
const call = (id: number) =>
  JSON.stringify({
    changes: [{ type: 'products', id, action: 'updated' }],
    sent: 1,
    delivery: `d-${id}-aaaaaa`,
  })

describe('one service per state folder', () => {
  it('takes the folder’s lock; a second one is refused, naming the folder, until the first lets go', async () => {
    const first = await takeInstanceLock(settings.stateDir)
    await expect(takeInstanceLock(settings.stateDir)).rejects.toThrow(
      `another process (the publishing service or a rollback) is using ${settings.stateDir}`,
    )
    // Another folder is another lock.
    await (await takeInstanceLock(`${settings.stateDir}-other`)).release()
    await first.release()
    await (await takeInstanceLock(settings.stateDir)).release()
  })
})

describe('recovery at start', () => {
  it('settles a build stopped before its switch as failed, removes its half copy and queues its calls again', async () => {
    release('20261128T090000Z')
    symlinkSync(path.join(settings.releasesDir, '20261128T090000Z'), settings.liveLink)
    mkdirSync(path.join(settings.releasesDir, '.20261128T100000Z.partial'))
    symlinkSync(path.join(settings.releasesDir, '20261128T090000Z'), `${settings.liveLink}.next`)
    saveRecord(settings, record('20261128T100000Z', 'building'))
    const journal = new Journal(settings.queueDir)
    journal.addCall(call(1), 1764320000000)
    journal.addCall(call(2), 1764320000500)
    journal.take()

    const done = await recover(settings)
    expect(done).toEqual([
      'removed a half copy: .20261128T100000Z.partial',
      'build 20261128T100000Z was stopped: failed',
      '2 call(s) of the stopped build queued again',
    ])
    expect(readdirSync(settings.releasesDir)).toEqual(['20261128T090000Z'])
    expect(existsSync(`${settings.liveLink}.next`)).toBe(false)
    expect(readBuildHistory(settings.historyDir)).toEqual([
      expect.objectContaining({ release: '20261128T100000Z', outcome: 'failed', reason: expect.any(String) }),
    ])
    expect(new Journal(settings.queueDir).take()).toMatchObject({ hooks: 2 })
  })

  it('settles a build stopped after its switch as live, and drops its calls: they were answered', async () => {
    release('20261128T100000Z')
    symlinkSync(path.join(settings.releasesDir, '20261128T100000Z'), settings.liveLink)
    saveRecord(settings, record('20261128T100000Z', 'building'))
    const journal = new Journal(settings.queueDir)
    journal.addCall(call(1), 1764320000000)
    journal.take()

    expect(await recover(settings)).toEqual(['build 20261128T100000Z was stopped: its release is live'])
    expect(readBuildHistory(settings.historyDir)[0]).toMatchObject({ outcome: 'succeeded' })
    expect(new Journal(settings.queueDir).size).toBe(0)
  })

  it('has nothing to do after a clean stop', async () => {
    expect(await recover(settings)).toEqual([])
  })
})

describe('a rollback', () => {
  it('to a release that does not exist changes nothing and pauses nothing', async () => {
    release('20261128T090000Z')
    release('20261128T100000Z')
    symlinkSync(path.join(settings.releasesDir, '20261128T100000Z'), settings.liveLink)
    for (const typo of ['20261128T09000Z', '../live', 'vorige', '20261128T100000Z']) {
      await expect(rollback(settings, typo)).rejects.toThrow(
        /There is no release|is the live release already/,
      )
    }
    expect(readPause(settings)).toBeNull()
    expect(readdirSync(settings.stateDir)).not.toContain('paused.json')
  })

  it('without a service running, goes back under the folder’s lock and pauses publishing', async () => {
    release('20261128T090000Z')
    release('20261128T100000Z')
    symlinkSync(path.join(settings.releasesDir, '20261128T100000Z'), settings.liveLink)
    expect(await rollback(settings)).toContain('live: 20261128T090000Z (was 20261128T100000Z)')
    expect(readPause(settings)).toMatchObject({ release: '20261128T090000Z' })
    // Refused while another process holds the folder (a service whose control socket is gone).
    const held = await takeInstanceLock(settings.stateDir)
    try {
      await expect(rollback(settings, '20261128T100000Z')).rejects.toThrow(/another process/)
    } finally {
      await held.release()
    }
  })
})

describe('the supervisor', () => {
  it('starts a program again whenever it ends, and stops it for good on stop', async () => {
    const marks = path.join(settings.stateDir, 'starts')
    mkdirSync(marks)
    // Each run notes itself and dies at once, as a crash would.
    const script = `require('fs').writeFileSync(require('path').join(${JSON.stringify(marks)}, String(process.pid)), ''); process.kill(process.pid, 'SIGKILL')`
    const events: string[] = []
    const supervised = supervise(process.execPath, ['-e', script], {
      cwd: settings.stateDir,
      env: {},
      output: 'inherit',
      restartDelayMs: 50,
      onEvent: (line) => events.push(line),
    })
    expect(await waitUntil(() => readdirSync(marks).length >= 3, 10_000)).toBe(true)
    await supervised.stop()
    const started = supervised.starts()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(supervised.starts()).toBe(started)
    expect(events.some((line) => /ended \(SIGKILL\); starting again/.test(line))).toBe(true)
  })

  it('stops a running program with SIGTERM', async () => {
    const supervised = supervise(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      cwd: settings.stateDir,
      env: {},
      output: 'inherit',
    })
    expect(await waitUntil(() => supervised.pid() !== null, 5000)).toBe(true)
    const pid = supervised.pid()!
    await supervised.stop()
    expect(() => process.kill(pid, 0)).toThrow()
  })
})
