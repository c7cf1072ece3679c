import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  changesInPayload,
  forgetOldDeliveries,
  mergeChanges,
  replayProblem,
  takeQueued,
  type SeenDeliveries,
} from '../../server/publish/queue'

const RECEIVED_MS = 1764000000100
const stamped = (changes: unknown[], delivery: string, sentMs = RECEIVED_MS) =>
  JSON.stringify({ trigger: 'tandem-headless', changes, sent: Math.floor(sentMs / 1000), delivery })

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
      const hook = (id: number) => stamped([{ type: 'products', id, action: 'updated' }], `delivery-${id}`)
      writeFileSync(path.join(queue, '1764000000200-12.json'), hook(2))
      writeFileSync(path.join(queue, '1764000000100-11.json'), hook(1))
      writeFileSync(path.join(queue, '1764000000300-13.json.tmp'), hook(3)) // still being written
      const batch = takeQueued(queue, {})
      expect(batch).toEqual({
        hooks: 2,
        firstReceivedMs: 1764000000100,
        changes: [
          { type: 'products', id: 1, action: 'updated' },
          { type: 'products', id: 2, action: 'updated' },
        ],
        refused: [],
      })
      expect(readdirSync(queue)).toEqual(['1764000000300-13.json.tmp'])
      // Only those that arrived before a time: a build that started reading the CMS then answers them.
      writeFileSync(path.join(queue, '1764000000400-14.json'), hook(4))
      writeFileSync(path.join(queue, '1764000000600-15.json'), hook(5))
      expect(takeQueued(queue, {}, 1764000000500)).toMatchObject({ hooks: 1, firstReceivedMs: 1764000000400 })
      expect(readdirSync(queue).sort()).toEqual(['1764000000300-13.json.tmp', '1764000000600-15.json'])
      rmSync(path.join(queue, '1764000000600-15.json'))
      expect(takeQueued(path.join(queue, 'missing'), {})).toEqual({
        hooks: 0,
        firstReceivedMs: null,
        changes: [],
        refused: [],
      })
    } finally {
      rmSync(queue, { recursive: true, force: true })
    }
  })
})

describe('a replayed call', () => {
  const change = [{ type: 'products', id: 102, action: 'updated' }]

  it('is refused when its signed time is more than 5 minutes from its arrival, either way', () => {
    const seen: SeenDeliveries = {}
    expect(
      replayProblem(stamped(change, 'delivery-fresh', RECEIVED_MS - 290_000), RECEIVED_MS, seen),
    ).toBeNull()
    expect(replayProblem(stamped(change, 'delivery-old', RECEIVED_MS - 301_000), RECEIVED_MS, seen)).toMatch(
      /meer dan 5 minuten/,
    )
    expect(
      replayProblem(stamped(change, 'delivery-ahead', RECEIVED_MS + 301_000), RECEIVED_MS, seen),
    ).toMatch(/meer dan 5 minuten/)
  })

  it('is refused when its delivery id was seen before, or when it has no time or id at all', () => {
    const seen: SeenDeliveries = {}
    const call = stamped(change, 'b3c1e5a2-0000-4000-8000-000000000001')
    expect(replayProblem(call, RECEIVED_MS, seen)).toBeNull()
    expect(replayProblem(call, RECEIVED_MS + 1000, seen)).toMatch(/al eerder ontvangen/)
    expect(replayProblem(JSON.stringify({ changes: change }), RECEIVED_MS, seen)).toMatch(/tijdstip/)
    expect(replayProblem(JSON.stringify({ changes: change, sent: 1764000000 }), RECEIVED_MS, seen)).toMatch(
      /aflevernummer/,
    )
    expect(replayProblem(stamped(change, '../etc'), RECEIVED_MS, seen)).toMatch(/aflevernummer/)
  })

  it('is taken off the queue without counting as a call', () => {
    const queue = mkdtempSync(path.join(tmpdir(), 'publish-queue-'))
    try {
      const call = stamped(change, 'delivery-once')
      writeFileSync(path.join(queue, `${RECEIVED_MS}-11.json`), call)
      writeFileSync(path.join(queue, `${RECEIVED_MS + 50}-12.json`), call)
      const seen: SeenDeliveries = {}
      const batch = takeQueued(queue, seen)
      expect(batch).toMatchObject({ hooks: 1, firstReceivedMs: RECEIVED_MS, changes: change })
      expect(batch.refused).toEqual([
        `${RECEIVED_MS + 50}-12.json: aflevering delivery-once is al eerder ontvangen`,
      ])
      expect(readdirSync(queue)).toEqual([])
      // The id is remembered while a replay would still be young enough to pass the time check.
      writeFileSync(path.join(queue, `${RECEIVED_MS + 60_000}-13.json`), call)
      expect(takeQueued(queue, forgetOldDeliveries(seen, RECEIVED_MS + 60_000)).hooks).toBe(0)
      expect(forgetOldDeliveries(seen, RECEIVED_MS + 11 * 60_000)).toEqual({})
    } finally {
      rmSync(queue, { recursive: true, force: true })
    }
  })
})
