import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HOOK_SIGNATURE_HEADER, hookBody, signHookBody } from '../../server/publish/hook-call'
import {
  createHookReceiver,
  listen,
  MAX_BODY_BYTES,
  signatureMatches,
} from '../../server/publish/hook-receiver'
import { Journal } from '../../server/publish/journal'
import { publishSettings, type PublishSettings } from '../../server/settings'

/**
 * The service's receiver (server/publish/hook-receiver.ts) on a real socket: what it accepts goes into the journal
 * and is answered 202; everything else gets a 4xx and leaves nothing behind.
 */
const SECRET = 'k'.repeat(64)
const NOW_MS = Date.UTC(2026, 10, 28, 12)

describe('the service’s receiver of WordPress’s calls', () => {
  let settings: PublishSettings
  let journal: Journal
  let url: string
  let close: () => Promise<void>
  let accepted = 0

  beforeEach(async () => {
    settings = publishSettings({ PUBLISH_DIR: mkdtempSync(path.join(tmpdir(), 'hook-receiver-')) })
    journal = new Journal(settings.queueDir)
    accepted = 0
    const server = createHookReceiver(settings, SECRET, {
      journal,
      accepted: () => void accepted++,
      now: () => NOW_MS,
    })
    await listen(server, 0, '127.0.0.1')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/publish`
    close = () => new Promise((resolve) => server.close(() => resolve()))
  })
  afterEach(async () => {
    await close()
    rmSync(settings.stateDir, { recursive: true, force: true })
  })

  const call = async (body: string, headers: Record<string, string>, target = url, method = 'POST') => {
    const response = await fetch(target, { method, headers, body: method === 'POST' ? body : undefined })
    return { status: response.status, text: await response.text() }
  }
  const signed = (body: string, secret = SECRET) => ({
    'content-type': 'application/json',
    [HOOK_SIGNATURE_HEADER]: signHookBody(body, secret),
  })
  const change = [{ type: 'products', id: 102, action: 'updated' }]

  it('accepts a call signed as WordPress signs it: 202, in the journal, the loop woken', async () => {
    const body = hookBody('tandem-headless', change, NOW_MS)
    expect(await call(body, signed(body))).toEqual({
      status: 202,
      text: 'Ontvangen: de website wordt bijgewerkt.\n',
    })
    expect(accepted).toBe(1)
    expect(new Journal(settings.queueDir).take()).toMatchObject({ hooks: 1, changes: change })
  })

  it('refuses every wrong signature with 403, and keeps nothing', async () => {
    const body = hookBody('tandem-headless', change, NOW_MS)
    const right = signHookBody(body, SECRET)
    const wrong = [
      null,
      '',
      'sha256=',
      right.slice(0, -1),
      `${right}0`,
      right.replace('sha256=', 'sha1='),
      right.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      signHookBody(body, 'another secret'),
      signHookBody(`${body} `, SECRET),
      `sha256=${'z'.repeat(64)}`,
    ]
    for (const signature of wrong) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (signature !== null) headers[HOOK_SIGNATURE_HEADER] = signature
      expect({ signature, answer: (await call(body, headers)).status }).toEqual({ signature, answer: 403 })
    }
    expect(journal.size + accepted).toBe(0)
  })

  it('refuses a body over the limit with 413 before reading it, declared or not', async () => {
    const large = JSON.stringify({
      ...JSON.parse(hookBody('x', [], NOW_MS)),
      pad: 'x'.repeat(MAX_BODY_BYTES),
    })
    expect((await call(large, signed(large))).status).toBe(413)
    // Sent in chunks without a length: cut off when the limit is passed.
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8192)))
        controller.close()
      },
    })
    const response = await fetch(url, {
      method: 'POST',
      body: chunked,
      headers: { [HOOK_SIGNATURE_HEADER]: 'sha256=0' },
      duplex: 'half',
    } as RequestInit).catch(() => null)
    expect(response === null || response.status === 413).toBe(true)
    expect(journal.size).toBe(0)
  })

  it('answers other paths and methods with 404 and 405', async () => {
    expect((await call('', {}, url.replace('/hooks/publish', '/'))).status).toBe(404)
    expect((await call('', {}, `${url}/x`)).status).toBe(404)
    expect((await call('', {}, url, 'GET')).status).toBe(405)
  })

  it('refuses a replay by the call’s own sent time and id (409), and a signed body that is no call (400)', async () => {
    const fresh = hookBody('tandem-headless', change, NOW_MS - 60_000)
    expect((await call(fresh, signed(fresh))).status).toBe(202)
    expect(await call(fresh, signed(fresh))).toEqual({
      status: 409,
      text: expect.stringMatching(/^Geweigerd: aflevering .* is al eerder ontvangen\.\n$/),
    })
    for (const offMs of [-6 * 60_000, 6 * 60_000]) {
      const off = hookBody('tandem-headless', change, NOW_MS + offMs)
      expect((await call(off, signed(off))).status).toBe(409)
    }
    for (const notACall of ['[]', 'null', '{"changes":[]}', '{"sent":"nu","delivery":"abcdefgh"}', 'x']) {
      expect({ notACall, status: (await call(notACall, signed(notACall))).status }).toEqual({
        notACall,
        status: 400,
      })
    }
    expect(journal.size).toBe(1)
    // The ids it saw survive a restart of the service.
    const restarted = createHookReceiver(settings, SECRET, {
      journal,
      accepted: () => undefined,
      now: () => NOW_MS,
    })
    await listen(restarted, 0, '127.0.0.1')
    const again = `http://127.0.0.1:${(restarted.address() as AddressInfo).port}/hooks/publish`
    expect((await call(fresh, signed(fresh), again)).status).toBe(409)
    await new Promise((resolve) => restarted.close(resolve))
  })

  it('compares signatures whatever their case and spaces, and only well-formed ones', () => {
    const body = Buffer.from('{"a":1}')
    const right = signHookBody('{"a":1}', SECRET)
    expect(signatureMatches(body, right, SECRET)).toBe(true)
    expect(signatureMatches(body, ` ${right.toUpperCase()} `, SECRET)).toBe(true)
    expect(signatureMatches(body, undefined, SECRET)).toBe(false)
    expect(signatureMatches(body, 'sha256=abc', SECRET)).toBe(false)
  })
})
