import { asAdmin, cms, runWordPressCron } from '../helpers/local-cms'
import { startHookReceiver } from './support/hook-receiver'

/** The local CMS gathers saves for BUILD_HOOK_DELAY seconds (cms.sh; 5 by default). */
const DELAY_MS = Number(process.env.BUILD_HOOK_DELAY ?? 5) * 1000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs WordPress's cron until the receiver has `count` calls, or gives up after the delay plus 20 s. */
async function waitForCalls(calls: unknown[], count: number): Promise<void> {
  const until = Date.now() + DELAY_MS + 20_000
  while (calls.length < count && Date.now() < until) {
    await runWordPressCron()
    await sleep(500)
  }
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

  it('is called once for a burst of saves, after the delay, listing what changed', async () => {
    const started = Date.now()
    for (const title of ['Exquiray', 'Exquiray 2', 'Exquiray 3']) {
      await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title } })
    }
    await asAdmin('/wp/v2/pages/10', { method: 'POST', body: { excerpt: 'Over Tandem.' } })
    await runWordPressCron()
    expect(receiver.calls).toEqual([]) // gathered, not yet sent
    await waitForCalls(receiver.calls, 1)
    // WordPress schedules in whole seconds, so the call may come up to a second before DELAY_MS has passed.
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 1000)
    await sleep(1500)
    await runWordPressCron()
    expect(receiver.calls).toEqual([
      {
        trigger: 'tandem-headless',
        changes: [
          { type: 'products', id: 102, action: 'updated' },
          { type: 'page', id: 10, action: 'updated' },
        ],
      },
    ])
  })

  it('is called when an editor trashes, publishes or deletes an item', async () => {
    receiver.calls.length = 0
    await asAdmin('/wp/v2/references/302', { method: 'DELETE' })
    await waitForCalls(receiver.calls, 1)
    expect(receiver.calls).toEqual([
      { trigger: 'tandem-headless', changes: [{ type: 'references', id: 302, action: 'trashed' }] },
    ])

    receiver.calls.length = 0
    const draft = await asAdmin<{ id: number }>('/wp/v2/careers', {
      method: 'POST',
      body: { title: 'Stagiair support', status: 'draft' },
    })
    await sleep(DELAY_MS + 1000)
    await runWordPressCron()
    expect(receiver.calls).toEqual([]) // a draft is not on the site
    await asAdmin(`/wp/v2/careers/${draft.id}`, { method: 'POST', body: { status: 'publish' } })
    await waitForCalls(receiver.calls, 1)
    expect(receiver.calls).toEqual([
      { trigger: 'tandem-headless', changes: [{ type: 'careers', id: draft.id, action: 'published' }] },
    ])

    receiver.calls.length = 0
    await asAdmin(`/wp/v2/careers/${draft.id}?force=true`, { method: 'DELETE' })
    await waitForCalls(receiver.calls, 1)
    expect(receiver.calls).toEqual([
      { trigger: 'tandem-headless', changes: [{ type: 'careers', id: draft.id, action: 'deleted' }] },
    ])
  })

  it('is called when a menu item or an activity type changes', async () => {
    receiver.calls.length = 0
    const item = await asAdmin<{ menus: number }>('/wp/v2/menu-items/1037', {
      method: 'POST',
      body: { title: 'Meekijken' },
    })
    await asAdmin('/wp/v2/activity_type/601', { method: 'POST', body: { description: 'Online' } })
    await waitForCalls(receiver.calls, 1)
    expect(receiver.calls).toEqual([
      {
        trigger: 'tandem-headless',
        changes: [
          { type: 'menu', id: item.menus, action: 'updated' },
          { type: 'activity_type', id: 601, action: 'updated' },
        ],
      },
    ])
  })

  it('keeps the changes of a failed call for the next one, in one chain of calls', async () => {
    receiver.calls.length = 0
    receiver.failNext = 1
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 4' } })
    await waitForCalls(receiver.calls, 1)
    // The retry is scheduled (after BUILD_HOOK_DELAY seconds on the local CMS); this edit joins it instead of
    // scheduling a call of its own beside it.
    await asAdmin('/wp/v2/pages/10', { method: 'POST', body: { excerpt: 'Over ons.' } })
    await waitForCalls(receiver.calls, 2)
    await sleep(DELAY_MS + 1500)
    await runWordPressCron()
    expect(receiver.calls).toEqual([
      { trigger: 'tandem-headless', changes: [{ type: 'products', id: 102, action: 'updated' }] },
      {
        trigger: 'tandem-headless',
        changes: [
          { type: 'products', id: 102, action: 'updated' },
          { type: 'page', id: 10, action: 'updated' },
        ],
      },
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
      await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray 5' } })
      await waitForCalls(configured.calls, 1)
      expect(configured.calls).toEqual([
        { trigger: 'tandem-headless', changes: [{ type: 'products', id: 102, action: 'updated' }] },
      ])
      expect(receiver.calls).toEqual([])
    } finally {
      cms('start', { BUILD_HOOK_URL: '' })
      await configured.close()
    }
  })
})
