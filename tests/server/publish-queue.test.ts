import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Journal, queuedCalls, recoverTakenCalls } from '../../server/publish/journal'
import {
  changesInPayload,
  forgetOldDeliveries,
  mergeChanges,
  refusalOf,
  REPLAY_WINDOW_MS,
  type SeenDeliveries,
} from '../../server/publish/queue'

const RECEIVED_MS = 1764000000100
const stamped = (changes: unknown[], delivery: string, sentMs = RECEIVED_MS) =>
  JSON.stringify({ trigger: 'tandem-headless', changes, sent: Math.floor(sentMs / 1000), delivery })
const change = (id: number) => [{ type: 'products', id, action: 'updated' }]

describe('the calls waiting for a build', () => {
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

  it('merges several calls into one list: one entry per item, with its latest action', () => {
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
})

describe('the journal of accepted calls', () => {
  let queue: string
  beforeEach(() => {
    queue = mkdtempSync(path.join(tmpdir(), 'publish-queue-'))
  })
  afterEach(() => rmSync(queue, { recursive: true, force: true }))

  it('keeps each call on the disk from the moment it is accepted, and takes them all as one batch', () => {
    const journal = new Journal(queue)
    journal.addCall(stamped(change(1), 'delivery-1'), RECEIVED_MS)
    journal.addCall(stamped(change(2), 'delivery-2'), RECEIVED_MS + 100)
    expect(queuedCalls(queue)).toBe(2)
    // A process that starts now (after a kill -9) finds both.
    expect(new Journal(queue).size).toBe(2)
    expect(journal.take()).toEqual({
      hooks: 2,
      firstReceivedMs: RECEIVED_MS,
      changes: [...change(1), ...change(2)],
    })
    expect(journal.size).toBe(0)
    expect(queuedCalls(queue)).toBe(0)
    journal.settle()
    expect(readdirSync(path.join(queue, 'taken'))).toEqual([])
    expect(journal.take()).toEqual({ hooks: 0, firstReceivedMs: null, changes: [] })
  })

  it('takes only those that arrived before a time (a build that read the CMS after them answers them)', () => {
    const journal = new Journal(queue)
    journal.addCall(stamped(change(4), 'delivery-4'), RECEIVED_MS + 300)
    journal.addCall(stamped(change(5), 'delivery-5'), RECEIVED_MS + 500)
    expect(journal.take(RECEIVED_MS + 400)).toMatchObject({ hooks: 1, firstReceivedMs: RECEIVED_MS + 300 })
    expect(journal.size).toBe(1)
  })

  it('gives two calls of the same millisecond two entries', () => {
    const journal = new Journal(queue)
    journal.addCall(stamped(change(1), 'delivery-a'), RECEIVED_MS)
    new Journal(queue).addCall(stamped(change(2), 'delivery-b'), RECEIVED_MS) // a restarted counter
    expect(new Journal(queue).size).toBe(2)
  })

  it('puts back what a stopped build had taken, unless that build went live', () => {
    const journal = new Journal(queue)
    journal.addCall(stamped(change(1), 'delivery-1'), RECEIVED_MS)
    journal.take()
    writeFileSync(path.join(queue, `${RECEIVED_MS}-9.json.tmp`), 'half') // a write a kill cut short
    expect(recoverTakenCalls(queue, false)).toBe(1)
    expect(existsSync(path.join(queue, `${RECEIVED_MS}-9.json.tmp`))).toBe(false)
    const restarted = new Journal(queue)
    expect(restarted.take()).toMatchObject({ hooks: 1, changes: change(1) })
    expect(recoverTakenCalls(queue, true)).toBe(0)
    expect(new Journal(queue).size).toBe(0)
    expect(readdirSync(path.join(queue, 'taken'))).toEqual([])
  })
})

describe('a replayed call', () => {
  it('is refused when its signed time is more than 5 minutes from its arrival, either way', () => {
    const seen: SeenDeliveries = {}
    expect(
      refusalOf(stamped(change(1), 'delivery-fresh', RECEIVED_MS - 290_000), RECEIVED_MS, seen),
    ).toBeNull()
    for (const sentMs of [RECEIVED_MS - 301_000, RECEIVED_MS + 301_000]) {
      expect(refusalOf(stamped(change(1), 'delivery-off', sentMs), RECEIVED_MS, seen)).toEqual({
        status: 409,
        reason: expect.stringMatching(/meer dan 5 minuten/),
      })
    }
  })

  it('is refused when its delivery id was seen before; one without time or id is no call (400)', () => {
    const seen: SeenDeliveries = {}
    const call = stamped(change(1), 'b3c1e5a2-0000-4000-8000-000000000001')
    expect(refusalOf(call, RECEIVED_MS, seen)).toBeNull()
    expect(refusalOf(call, RECEIVED_MS + 1000, seen)?.reason).toMatch(/al eerder ontvangen/)
    expect(refusalOf(JSON.stringify({ changes: change(1) }), RECEIVED_MS, seen)).toMatchObject({
      status: 400,
    })
    expect(refusalOf(JSON.stringify({ sent: 1764000000 }), RECEIVED_MS, seen)?.reason).toMatch(
      /aflevernummer/,
    )
    expect(refusalOf(stamped(change(1), '../etc'), RECEIVED_MS, seen)?.reason).toMatch(/aflevernummer/)
    expect(refusalOf('not json', RECEIVED_MS, seen)).toMatchObject({ status: 400 })
  })

  it('remembers an id by the call’s own sent time, however long anything waited', () => {
    const seen: SeenDeliveries = {}
    const sentMs = RECEIVED_MS
    const call = stamped(change(1), 'delivery-once', sentMs)
    // Received late in the window: still refused as a replay just before the window closes.
    expect(refusalOf(call, sentMs + REPLAY_WINDOW_MS - 1000, seen)).toBeNull()
    const later = forgetOldDeliveries(seen, sentMs + REPLAY_WINDOW_MS - 500)
    expect(refusalOf(call, sentMs + REPLAY_WINDOW_MS - 500, later)?.reason).toMatch(/al eerder ontvangen/)
    // Once the sent time is out of the window, the id goes, and the time alone refuses the call.
    const afterwards = forgetOldDeliveries(later, sentMs + REPLAY_WINDOW_MS + 1)
    expect(afterwards).toEqual({})
    expect(refusalOf(call, sentMs + REPLAY_WINDOW_MS + 1, afterwards)?.reason).toMatch(/meer dan 5 minuten/)
  })
})
