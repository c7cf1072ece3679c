import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { batchToBuild, pausePublishing, readPause } from '../../server/publish/pause'
import type { Batch } from '../../server/publish/queue'
import { publishSettings, type PublishSettings } from '../../server/settings'
import { checkRelease } from '../../server/publish/switch'
import { writeStatus } from '../../server/publish/status'

const save = (id: number): Batch => ({
  hooks: 1,
  firstReceivedMs: 1764000000000,
  changes: [{ type: 'products', id, action: 'updated' }],
})
const publishNow: Batch = {
  hooks: 1,
  firstReceivedMs: 1764000009000,
  changes: [{ type: 'manual', id: 0, action: 'requested' }],
}

describe('publishing after a rollback', () => {
  let settings: PublishSettings
  beforeEach(() => {
    settings = publishSettings({ PUBLISH_DIR: mkdtempSync(path.join(tmpdir(), 'publish-pause-')) })
  })
  afterEach(() => rmSync(settings.stateDir, { recursive: true, force: true }))

  it('builds every batch while not paused', () => {
    expect(batchToBuild(settings, save(1))).toEqual(save(1))
  })

  it('holds saves until an explicit publish, which builds them all and lifts the pause', () => {
    pausePublishing(settings, '20261123T010000Z', new Date('2026-11-23T05:00:00Z'))
    expect(batchToBuild(settings, save(1))).toBeNull()
    expect(batchToBuild(settings, save(2))).toBeNull()
    expect(writeStatus(settings).paused).toEqual({
      since: '2026-11-23T05:00:00.000Z',
      release: '20261123T010000Z',
      hooks: 2,
      changes: [
        { type: 'products', id: 1, action: 'updated' },
        { type: 'products', id: 2, action: 'updated' },
      ],
    })
    expect(batchToBuild(settings, publishNow)).toEqual({
      ...publishNow,
      hooks: 3,
      changes: [
        { type: 'products', id: 1, action: 'updated' },
        { type: 'products', id: 2, action: 'updated' },
        { type: 'manual', id: 0, action: 'requested' },
      ],
    })
    expect(readPause(settings)).toBeNull()
    expect(batchToBuild(settings, save(3))).toEqual(save(3))
  })
})

describe('the check before a switch', () => {
  it('passes the release folder and reports a refusal with the command’s complaint', async () => {
    const settings = publishSettings({
      PUBLISH_DIR: '/tmp/publish-check',
      PUBLISH_BEFORE_SWITCH:
        'case "$PUBLISH_CANDIDATE" in */releases/good) ;; *) echo "bad rules" >&2; exit 1;; esac',
    })
    expect(await checkRelease(settings, 'good')).toBeNull()
    expect(await checkRelease(settings, 'bad')).toMatch(/weigerde versie bad .*: bad rules$/)
    expect(await checkRelease(publishSettings({ PUBLISH_BEFORE_SWITCH: '' }), 'bad')).toBeNull()
  })
})
