import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { changesInPayload, mergeChanges, takeQueued } from '../../scripts/publish/queue'

describe('the hooks waiting for a build', () => {
  it('reads the changes WordPress listed, leaving out anything that is not a plain change', () => {
    const payload = JSON.stringify({
      trigger: 'tandem-headless',
      changes: [
        { type: 'products', id: 102, action: 'updated' },
        { type: '<script>', id: 1, action: 'updated' },
        { type: 'page', id: -1, action: 'updated' },
        { type: 'page', id: 10, action: 'updated; rm -rf /' },
        'products 7',
      ],
    })
    expect(changesInPayload(payload)).toEqual([{ type: 'products', id: 102, action: 'updated' }])
    expect(changesInPayload('not json')).toEqual([])
    expect(changesInPayload('{"changes": "all"}')).toEqual([])
  })

  it('merges several hooks into one list: one entry per item, with its latest action', () => {
    const merged = mergeChanges([
      [
        { type: 'products', id: 102, action: 'updated' },
        { type: 'page', id: 10, action: 'updated' },
      ],
      [{ type: 'products', id: 102, action: 'trashed' }],
    ])
    expect(merged).toEqual([
      { type: 'page', id: 10, action: 'updated' },
      { type: 'products', id: 102, action: 'trashed' },
    ])
  })

  it('takes every queued hook at once, as one batch, and leaves the queue empty', () => {
    const queue = mkdtempSync(path.join(tmpdir(), 'publish-queue-'))
    try {
      const hook = (id: number) => JSON.stringify({ changes: [{ type: 'products', id, action: 'updated' }] })
      writeFileSync(path.join(queue, '1764000000200-12.json'), hook(2))
      writeFileSync(path.join(queue, '1764000000100-11.json'), hook(1))
      writeFileSync(path.join(queue, '1764000000300-13.json.tmp'), hook(3)) // still being written
      const batch = takeQueued(queue)
      expect(batch).toEqual({
        hooks: 2,
        firstReceivedMs: 1764000000100,
        changes: [
          { type: 'products', id: 1, action: 'updated' },
          { type: 'products', id: 2, action: 'updated' },
        ],
      })
      expect(readdirSync(queue)).toEqual(['1764000000300-13.json.tmp'])
      expect(takeQueued(path.join(queue, 'missing'))).toEqual({
        hooks: 0,
        firstReceivedMs: null,
        changes: [],
      })
    } finally {
      rmSync(queue, { recursive: true, force: true })
    }
  })
})
