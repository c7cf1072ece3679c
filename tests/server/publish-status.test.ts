import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { failureReason } from '../../server/publish/gatsby-build'
import { publishSettings, type PublishSettings } from '../../server/settings'
import {
  pruneHistory,
  saveRecord,
  saveRollback,
  writeStatus,
  type BuildRecord,
} from '../../server/publish/status'

const record = (release: string, outcome: BuildRecord['outcome']): BuildRecord => ({
  release,
  started: '2026-11-23T04:00:00.000Z',
  finished: outcome === 'building' ? null : '2026-11-23T04:00:20.000Z',
  outcome,
  hooks: 1,
  firstHookAt: null,
  changes: [],
  log: `logs/${release}.log`,
})

describe('the status file', () => {
  let settings: PublishSettings
  beforeEach(() => {
    settings = publishSettings({ PUBLISH_DIR: mkdtempSync(path.join(tmpdir(), 'publish-status-')) })
  })
  afterEach(() => rmSync(settings.stateDir, { recursive: true, force: true }))

  it('shows the live release, the build under way, the last finished build, the queue and the last rollback', () => {
    mkdirSync(path.join(settings.releasesDir, '20261123T010000Z'), { recursive: true })
    symlinkSync('releases/20261123T010000Z', settings.liveLink)
    saveRecord(settings, record('20261123T010000Z', 'succeeded'))
    saveRecord(settings, record('20261123T020000Z', 'failed'))
    saveRecord(settings, record('20261123T030000Z', 'building'))
    mkdirSync(settings.queueDir)
    writeFileSync(path.join(settings.queueDir, '1764000000000-1.json'), '{}')
    saveRollback(settings, {
      at: '2026-11-23T04:00:00.000Z',
      from: '20261123T020000Z',
      to: '20261123T010000Z',
    })
    expect(writeStatus(settings)).toMatchObject({
      live: '20261123T010000Z',
      building: { release: '20261123T030000Z' },
      last: { release: '20261123T020000Z', outcome: 'failed' },
      queued: 1,
      lastRollback: { to: '20261123T010000Z' },
    })
  })

  it('keeps the newest 20 builds and their logs', () => {
    mkdirSync(settings.logsDir, { recursive: true })
    for (let hour = 0; hour < 22; hour++) {
      const release = `20261123T${String(hour).padStart(2, '0')}0000Z`
      saveRecord(settings, record(release, 'succeeded'))
      writeFileSync(path.join(settings.logsDir, `${release}.log`), 'log')
    }
    pruneHistory(settings)
    expect(readdirSync(settings.historyDir)).toHaveLength(20)
    expect(existsSync(path.join(settings.logsDir, '20261123T010000Z.log'))).toBe(false)
    expect(existsSync(path.join(settings.logsDir, '20261123T020000Z.log'))).toBe(true)
    const status = writeStatus(settings)
    expect(status.history).toHaveLength(10)
    expect(status.history[0]?.release).toBe('20261123T210000Z')
  })

  it('says why a build failed with Gatsby’s error lines, not its stack trace', () => {
    const log = path.join(settings.stateDir, 'build.log')
    writeFileSync(
      log,
      'success load plugins - 0.3s\nerror Could not source content: CMS request … answered HTTP 500\n  - gatsby-node.js:1 async p\n',
    )
    expect(failureReason(log)).toBe('error Could not source content: CMS request … answered HTTP 500')
    writeFileSync(log, 'killed\n')
    expect(failureReason(log)).toBe('killed')
  })

  it('refuses to keep fewer than two releases', () => {
    expect(() => publishSettings({ PUBLISH_KEEP: '1' })).toThrow('PUBLISH_KEEP')
  })
})
