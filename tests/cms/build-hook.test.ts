import { asAdmin, cms, runWordPressCron } from '../helpers/local-cms'
import { startHookReceiver } from './support/hook-receiver'

/** The local CMS's first pause before a failed call is tried again (BUILD_HOOK_DELAY of cms.sh; 5 by default). */
const RETRY_PAUSE_MS = Number(process.env.BUILD_HOOK_DELAY ?? 5) * 1000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the receiver has `count` calls, without any further request to WordPress: the call leaves at
 * the end of the request that saved. Gives up after 10 s.
 */
async function waitForCalls(calls: unknown[], count: number): Promise<void> {
  const until = Date.now() + 10_000
  while (calls.length < count && Date.now() < until) await sleep(100)
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
    await sleep(1000)
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
    await sleep(1000)
    expect(receiver.calls).toEqual([]) // a draft is not on the site
    await asAdmin(`/wp/v2/careers/${draft.id}`, { method: 'POST', body: { status: 'publish' } })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'careers', id: draft.id, action: 'published' }]])

    receiver.calls.length = 0
    await asAdmin(`/wp/v2/careers/${draft.id}?force=true`, { method: 'DELETE' })
    await waitForCalls(receiver.calls, 1)
    expect(changeLists(receiver.calls)).toEqual([[{ type: 'careers', id: draft.id, action: 'deleted' }]])
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
    await sleep(RETRY_PAUSE_MS + 1500)
    await runWordPressCron()
    await sleep(500)
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
    await sleep(RETRY_PAUSE_MS + 1000)
    await runWordPressCron()
    await waitForCalls(receiver.calls, 2)
    expect(changeLists(receiver.calls)).toEqual([
      [{ type: 'products', id: 102, action: 'updated' }],
      [{ type: 'products', id: 102, action: 'updated' }],
    ])
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
      cms('start', { BUILD_HOOK_URL: configured.url })
      // The running PHP server can answer from the old wp-config for a moment after it is rewritten (seen here:
      // the save's call went to the option's address); a live CMS does not rewrite its config between saves.
      await sleep(3000)
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
