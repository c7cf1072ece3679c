import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asAdmin, cms, cmsPhpEnvironment, ROOT, runWordPressCron } from '../helpers/local-cms'
import { settingsPage } from '../helpers/wp-admin'
import { startHookReceiver } from './support/hook-receiver'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks `condition` every 100 ms (running WordPress's cron before each look with `cron`) until it holds or 20 s
 * have passed; returns its last answer.
 */
async function pollUntil(
  condition: () => boolean | Promise<boolean>,
  { cron = false } = {},
): Promise<boolean> {
  const until = Date.now() + 20_000
  for (;;) {
    if (cron) await runWordPressCron()
    if (await condition()) return true
    if (Date.now() >= until) return false
    await sleep(100)
  }
}

/**
 * Waits until the receiver has `count` calls. Without cron nothing else is asked of WordPress: the call leaves at
 * the end of the request that saved. On PHP's built-in server (the local CMS), which has no way to answer before
 * the request ends, that is before the save's response: what a save calls has arrived when it returns.
 */
async function waitForCalls(calls: unknown[], count: number, { cron = false } = {}): Promise<void> {
  await pollUntil(() => calls.length >= count, { cron })
}

/** Whether WordPress has a retry of a failed call scheduled (its settings page says when). */
const retryScheduled = async () => (await settingsPage()).includes('Volgende poging gepland')

/** WordPress's own status line of the hook (last call, its outcome, next attempt), for a failure's message. */
const hookStatus = async () => /id="tandem-build-hook-status">([\s\S]*?)<\/p>/.exec(await settingsPage())?.[1]

/**
 * Whether the failed call's retry is on its way: scheduled, or already sent. The local CMS pauses 5 s before a
 * retry, and any request to WordPress after that pause lets its cron send it; on a slow machine that can happen
 * before the first look at the settings page, and the schedule is then already gone. Fails, saying what WordPress
 * and the receiver had, when neither comes within 20 s.
 */
async function expectRetryOnItsWay(calls: unknown[], sentCount: number): Promise<void> {
  if (await pollUntil(async () => calls.length >= sentCount || (await retryScheduled()))) return
  throw new Error(
    `No retry scheduled or sent; calls received: ${calls.length}; WordPress: ${await hookStatus()}`,
  )
}

/** Runs one of the PHP scripts in support/ against the local CMS; returns what it printed. */
function runSupportScript(script: string, ...args: string[]): string {
  return execFileSync('php', [path.join(ROOT, 'tests/cms/support', script), ...args], {
    env: cmsPhpEnvironment(),
    encoding: 'utf8',
  }).trim()
}

/** A copy of WordPress's cron list, kept and written back as a cron run under way would (support/cron-list.php). */
const cronList = (command: 'keep' | 'restore', file: string) =>
  runSupportScript('cron-list.php', command, file)

/** The retry's recorded time as WordPress holds it (support/retry-time.php). */
const retryTime = () =>
  JSON.parse(runSupportScript('retry-time.php')) as {
    exists: boolean
    autoloaded: boolean
    value: number | null
  }

interface Call {
  trigger: string
  changes: unknown[]
  sent: number
  delivery: string
}

/**
 * The calls' lists of changes, after checking what each call carries against replays: the time it was sent (now,
 * in seconds) and a delivery id of its own.
 */
function changeLists(calls: unknown[]): unknown[][] {
  const seen = new Set<string>()
  return (calls as Call[]).map((call) => {
    expect(call.trigger).toBe('tandem-headless')
    expect(Math.abs(call.sent * 1000 - Date.now())).toBeLessThan(60_000)
    expect(call.delivery).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen.has(call.delivery)).toBe(false)
    seen.add(call.delivery)
    return call.changes
  })
}

describe('the build hook', () => {
  const setHookUrl = (url: string) =>
    asAdmin('/wp/v2/settings', { method: 'POST', body: { tandem_build_hook_url: url } })

  let receiver: Awaited<ReturnType<typeof startHookReceiver>>

  beforeAll(async () => {
    cms('seed')
    receiver = await startHookReceiver()
    await setHookUrl(receiver.url)
  })
  afterAll(async () => {
    await setHookUrl('')
    await receiver.close()
    cms('seed')
  })

  it('is called at the end of the request that saved, without waiting for cron, listing what changed', async () => {
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 2' } })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'products', id: 102, action: 'updated' }]])

    // Several changes in one request (the post and its fields) are one call.
    receiver.calls.length = 0
    await asAdmin('/wp/v2/pages/10', { method: 'POST', body: { excerpt: 'Over Tandem.', title: 'Over ons' } })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'page', id: 10, action: 'updated' }]])
  })

  it('is called when an editor trashes, publishes or deletes an item', async () => {
    receiver.calls.length = 0
    await asAdmin('/wp/v2/references/302', { method: 'DELETE' })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'references', id: 302, action: 'trashed' }]])

    receiver.calls.length = 0
    const draft = await asAdmin<{ id: number }>('/wp/v2/careers', {
      method: 'POST',
      body: { title: 'Stagiair support', status: 'draft' },
    })
    expect(receiver.calls).toEqual([]) // a draft is not on the site (a call would have come with the save)
    await asAdmin(`/wp/v2/careers/${draft.id}`, { method: 'POST', body: { status: 'publish' } })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'careers', id: draft.id, action: 'published' }]])

    receiver.calls.length = 0
    await asAdmin(`/wp/v2/careers/${draft.id}?force=true`, { method: 'DELETE' })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'careers', id: draft.id, action: 'deleted' }]])
  })

  it('lists a post scheduled for later with its time, for the publishing clock to wake WordPress then', async () => {
    receiver.calls.length = 0
    // WordPress schedules only what is at least a minute ahead; at that time its cron (which the publishing
    // clock requests, server/publish/clock.ts) publishes the post, and the call that makes is the one above.
    const due = new Date(Math.ceil(Date.now() / 1000) * 1000 + 5 * 60_000)
    const post = await asAdmin<{ id: number; status: string; date_gmt: string }>('/wp/v2/pages', {
      method: 'POST',
      body: { title: 'Later gepubliceerd', status: 'future', date_gmt: due.toISOString().slice(0, 19) },
    })
    expect(post.status).toBe('future')
    await waitForCalls(receiver.calls, 1)
    const at = due.toISOString().replace('.000Z', 'Z')
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'page', id: post.id, action: 'scheduled', at }]])
    expect(`${post.date_gmt}Z`).toBe(at)
    await asAdmin(`/wp/v2/pages/${post.id}?force=true`, { method: 'DELETE' })
  })

  it('is called when a menu item or an activity type changes', async () => {
    receiver.calls.length = 0
    const item = await asAdmin<{ menus: number }>('/wp/v2/menu-items/1037', {
      method: 'POST',
      body: { title: 'Meekijken' },
    })
    await waitForCalls(receiver.calls, 1)
    await asAdmin('/wp/v2/activity_type/601', { method: 'POST', body: { description: 'Online' } })
    await waitForCalls(receiver.calls, 2)
    expect(changeLists(receiver.calls)).toEqual([
      [{ type: 'menu', id: item.menus, action: 'updated' }],
      [{ type: 'activity_type', id: 601, action: 'updated' }],
    ])
  })

  it('keeps the changes of a failed call for the next one, in one chain of calls', async () => {
    receiver.calls.length = 0
    receiver.failNext = 1
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 4' } })
    await waitForCalls(receiver.calls, 1)
    // A retry is scheduled; the next edit's own call carries both changes and, succeeding, ends the chain:
    // no retry follows.
    await asAdmin('/wp/v2/pages/10', { method: 'POST', body: { excerpt: 'Over ons.' } })
    await waitForCalls(receiver.calls, 2)
    // The chain ended with the call that succeeded (WordPress clears the retry once that answer is back).
    expect(await pollUntil(async () => !(await retryScheduled()))).toBe(true)
    expect(changeLists(receiver.calls)).toEqual([
      [{ type: 'products', id: 102, action: 'updated' }],
      [
        { type: 'products', id: 102, action: 'updated' },
        { type: 'page', id: 10, action: 'updated' },
      ],
    ])
  })

  it('tries a failed call again from cron, with its changes', async () => {
    receiver.calls.length = 0
    receiver.failNext = 1
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 3' } })
    await waitForCalls(receiver.calls, 1)
    await expectRetryOnItsWay(receiver.calls, 2)
    await waitForCalls(receiver.calls, 2, { cron: true }) // the retry comes from cron once its pause is over
    expect(changeLists(receiver.calls)).toEqual([
      [{ type: 'products', id: 102, action: 'updated' }],
      [{ type: 'products', id: 102, action: 'updated' }],
    ])
  })

  it('puts back a retry that a cron run under way wrote off the cron list, and sends it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cron-list-'))
    try {
      const copy = path.join(folder, 'cron')
      cronList('keep', copy) // what a cron run starting now reads
      receiver.calls.length = 0
      receiver.failNext = 1
      await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 6' } })
      await waitForCalls(receiver.calls, 1)
      // That run reschedules its next event with its own copy of the list: the retry is off it.
      expect(cronList('restore', copy)).toBe('no retry scheduled')
      // The next request (here: the settings page) puts it back; cron sends it once its pause is over.
      await expectRetryOnItsWay(receiver.calls, 2)
      await waitForCalls(receiver.calls, 2, { cron: true })
      expect(changeLists(receiver.calls)).toEqual([
        [{ type: 'products', id: 102, action: 'updated' }],
        [{ type: 'products', id: 102, action: 'updated' }],
      ])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('keeps the retry time, 0, among the options every request loads at once when a chain of calls ends', async () => {
    // Every request reads it (to put back a lost retry); a missing option would cost a query of its own each time.
    receiver.calls.length = 0
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 7' } })
    await waitForCalls(receiver.calls, 1)
    expect(retryTime()).toEqual({ exists: true, autoloaded: true, value: 0 })
  })

  it('never autoloads the secret saved in the option, new or changed', () => {
    const saved = JSON.parse(runSupportScript('hook-secret-autoload.php')) as unknown
    expect(saved).toEqual({ autoloaded: [false, false], kept: true })
  })

  it('must be https:, except on this machine', async () => {
    await expect(setHookUrl('http://build.example.nl/hook')).rejects.toThrow(/answered 400/)
    await expect(setHookUrl('https://deploy:geheim@build.example.nl/hook')).rejects.toThrow(/answered 400/)
    await setHookUrl('https://build.example.nl/hook')
    await setHookUrl(receiver.url) // http://127.0.0.1:<port>
  })

  it('calls the address in wp-config.php (TANDEM_BUILD_HOOK_URL) instead of the option', async () => {
    const configured = await startHookReceiver()
    receiver.calls.length = 0
    try {
      cms('start', { BUILD_HOOK_URL: configured.url }) // the rewritten config counts at once (never in opcache)
      await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 5' } })
      await waitForCalls(configured.calls, 1)
      expect(changeLists(configured.calls)).toEqual([[{ type: 'products', id: 102, action: 'updated' }]])
      expect(receiver.calls).toEqual([])
    } finally {
      cms('start', { BUILD_HOOK_URL: '' })
      await configured.close()
    }
  })
})
