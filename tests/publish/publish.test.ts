import { readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'
import { startCmsProxy, type CmsProxy } from '../helpers/cms-proxy'
import { asAdmin, cms, CMS_URL, unique } from '../helpers/local-cms'
import {
  acceptedCalls,
  buildLog,
  builds,
  buildsAnswering,
  callHook,
  hookBody,
  HOOK_URL,
  livePage,
  loopLog,
  nginx,
  queueTaken,
  receiver,
  resetState,
  rollback,
  SECRET,
  sign,
  STATE_DIR,
  status,
  STATUS_URL,
  waitFor,
} from './support/publish-stack'
import { adminPage } from './support/wp-admin'

/**
 * From "Bijwerken" to live, with the real parts: the local WordPress sends its signed build hook to Debian's
 * webhook (scripts/publish/receiver.sh), which builds into a new release and switches the link nginx serves.
 */
const PRODUCT = { id: 102, path: '/producten-en-diensten/exquise-next-generation/exquiray/' }
const live = () => path.basename(readlinkSync(path.join(STATE_DIR, 'live')))

describe('publishing on the site’s own server', () => {
  let proxy: CmsProxy

  beforeAll(async () => {
    cms('seed')
    resetState()
    proxy = await startCmsProxy(CMS_URL)
    receiver('start')
    cms('start', { BUILD_HOOK_URL: HOOK_URL, BUILD_HOOK_SECRET: SECRET, BUILD_STATUS_URL: STATUS_URL })
    // The first release, as `npm run publish:local` makes it: a call without changes.
    expect((await callHook([])).status).toBe(202)
    const [first] = await buildsAnswering(0, 1)
    if (first?.outcome !== 'succeeded') throw new Error(`The first build failed: ${JSON.stringify(first)}`)
    nginx('start')
  })

  afterAll(async () => {
    nginx('stop')
    receiver('stop')
    await proxy.close()
    cms('start', { BUILD_HOOK_URL: '', BUILD_HOOK_SECRET: '', BUILD_STATUS_URL: '' })
    cms('seed')
  })

  it('serves the first release through nginx, with the status as JSON', async () => {
    const page = await livePage(PRODUCT.path)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Exquiray')
    expect((await livePage('/geen-pagina/')).status).toBe(404)
    const current = await status()
    expect(current).toMatchObject({ live: live(), building: null, last: { outcome: 'succeeded', hooks: 1 } })
  })

  it('refuses a call without the right signature with 403, and builds nothing', async () => {
    const before = { builds: builds().length, accepted: acceptedCalls() }
    const change = [{ type: 'products', id: PRODUCT.id, action: 'updated' }]
    for (const signature of [null, 'sha256=0000', sign('{"changes":[]}'), sign('x', 'another-secret')]) {
      const answer = await callHook(change, signature)
      expect(answer).toEqual({ status: 403, text: 'Hook rules were not satisfied.' })
    }
    expect(acceptedCalls()).toBe(before.accepted)
    expect(builds()).toHaveLength(before.builds)
  })

  it('builds nothing for a WordPress without the secret, which tells its administrators and tries again', async () => {
    const before = {
      builds: builds().length,
      accepted: acceptedCalls(),
      page: (await livePage(PRODUCT.path)).html,
    }
    cms('start', { BUILD_HOOK_URL: HOOK_URL, BUILD_HOOK_SECRET: '', BUILD_STATUS_URL: STATUS_URL })
    try {
      await asAdmin(`/wp/v2/products/${PRODUCT.id}`, {
        method: 'POST',
        body: { title: `Exquiray ${unique()}` },
      })
      const page = await waitFor('WordPress to report the refused call', async () => {
        const html = await adminPage('options-general.php?page=tandem-website')
        return html.includes('(HTTP 403)') ? html : null
      })
      expect(page).toContain('De website kon niet opnieuw worden gebouwd: de build hook gaf HTTP 403.')
      expect(acceptedCalls()).toBe(before.accepted)
      expect(builds()).toHaveLength(before.builds)
      expect((await livePage(PRODUCT.path)).html).toBe(before.page)

      // WordPress keeps the refused call's changes and tries again: with the secret set, they are published.
      cms('start', { BUILD_HOOK_URL: HOOK_URL, BUILD_HOOK_SECRET: SECRET, BUILD_STATUS_URL: STATUS_URL })
      const [retried] = await buildsAnswering(before.builds, 1, { cron: true })
      expect(retried).toMatchObject({
        outcome: 'succeeded',
        changes: [{ type: 'products', id: PRODUCT.id, action: 'updated' }],
      })
    } finally {
      cms('start', { BUILD_HOOK_URL: HOOK_URL, BUILD_HOOK_SECRET: SECRET, BUILD_STATUS_URL: STATUS_URL })
    }
  })

  it('puts an editor’s change live by itself, with no later request to WordPress: one call, one build, the new title through nginx', async () => {
    const before = { builds: builds().length, accepted: acceptedCalls(), live: live() }
    const title = `Exquiray ${unique()}`
    await asAdmin(`/wp/v2/products/${PRODUCT.id}`, { method: 'POST', body: { title } })
    await waitFor('the new title through nginx', async () =>
      (await livePage(PRODUCT.path)).html.includes(title),
    )

    const [build, ...more] = await buildsAnswering(before.builds, 1)
    expect(more).toEqual([])
    expect(build).toMatchObject({
      outcome: 'succeeded',
      hooks: 1,
      changes: [{ type: 'products', id: PRODUCT.id, action: 'updated' }],
    })
    expect(acceptedCalls()).toBe(before.accepted + 1)
    expect(live()).toBe(build?.release)
    expect(live()).not.toBe(before.live)
    // Incremental sourcing: only the changed product is fetched.
    expect(buildLog(build!)).toMatch(/incremental: 1 of \d+ items fetched, 0 removed/)
  })

  it('fetches no item on a build without changes', async () => {
    const buildWithoutChanges = async () => {
      const before = builds().length
      expect((await callHook([])).status).toBe(202)
      const [build] = await buildsAnswering(before, 1)
      expect(build?.outcome).toBe('succeeded')
      return build!
    }
    // An item saved less than 5 s before the previous build read the CMS is fetched once more (the source
    // plugin's read margin), and the build above started at once after its save: a first build without changes
    // moves the last read well past that save; the second has nothing to fetch.
    await buildWithoutChanges()
    expect(buildLog(await buildWithoutChanges())).toMatch(/incremental: 0 of \d+ items fetched, 0 removed/)
  })

  it('refuses a replayed call: a delivery id seen before, or a signed time more than 5 minutes old', async () => {
    const before = { builds: builds().length, accepted: acceptedCalls() }
    const change = [{ type: 'products', id: PRODUCT.id, action: 'updated' }]
    const recorded = hookBody(change)
    expect((await callHook(change, 'right', recorded)).status).toBe(202)
    await buildsAnswering(before.builds, 1)
    const afterFirst = builds().length
    const old = hookBody(change, Date.now() - 6 * 60_000)
    for (const body of [recorded, old]) expect((await callHook(change, 'right', body)).status).toBe(202)
    // webhook checked the signatures and passed both on; the build loop refuses them.
    await waitFor('the build loop to refuse both', async () => {
      const log = loopLog()
      return (
        /refused a replayed or unstamped call: .*is al eerder ontvangen/.test(log) &&
        /refused a replayed or unstamped call: .*meer dan 5 minuten/.test(log)
      )
    })
    await queueTaken()
    expect(acceptedCalls()).toBe(before.accepted + 3)
    expect(builds()).toHaveLength(afterFirst)
  })

  it('shows the builds on WordPress’s settings page, where the hook is set', async () => {
    const html = await adminPage('options-general.php?page=tandem-website')
    expect(html).toContain('Builds op de webserver')
    expect(html).toContain(`Online staat versie <strong>${live()}</strong>`)
    expect(html).toMatch(/<h3>Laatste build<\/h3><p>Gestart [^<]+: <strong>gelukt<\/strong>/)
    expect(html).toContain('Het geheim staat in wp-config.php (TANDEM_BUILD_HOOK_SECRET)')
    expect(html).not.toContain(SECRET)
  })

  it('merges calls that arrive during a build into one follow-up build', async () => {
    const before = builds().length
    const ids = [101, 102, 103, 104, 105]
    const answers = await Promise.all(
      ids.map((id) => callHook([{ type: 'products', id, action: 'updated' }])),
    )
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202])
    const answering = await buildsAnswering(before, ids.length)
    expect(answering.length).toBeGreaterThanOrEqual(1)
    expect(answering.length).toBeLessThanOrEqual(2)
    expect(answering.flatMap((build) => build.changes.map((change) => change.id)).sort()).toEqual(ids)
    expect(answering.every((build) => build.outcome === 'succeeded')).toBe(true)
  })

  it('gives one or two builds for five edits in a burst, never five', async () => {
    const before = { builds: builds().length, accepted: acceptedCalls() }
    const titles = [1, 2, 3, 4, 5].map((number) => `Exquiray ${number} ${unique()}`)
    for (const title of titles)
      await asAdmin(`/wp/v2/products/${PRODUCT.id}`, { method: 'POST', body: { title } })
    const last = titles.at(-1)!
    await waitFor('the last title through nginx', async () =>
      (await livePage(PRODUCT.path)).html.includes(last),
    )
    const answering = await buildsAnswering(before.builds, acceptedCalls() - before.accepted)
    expect(answering.length).toBeGreaterThanOrEqual(1)
    expect(answering.length).toBeLessThanOrEqual(2)
  })

  it('leaves the live release serving when the CMS fails mid-build, and says so in the status', async () => {
    const before = { builds: builds().length, live: live(), page: (await livePage(PRODUCT.path)).html }
    proxy.fault = { path: '/wp-json/wp/v2/products', kind: 'status-500' }
    receiver('stop')
    receiver('start', { CMS_URL: proxy.url, CMS_RETRIES: '0' })
    try {
      expect((await callHook([{ type: 'products', id: PRODUCT.id, action: 'updated' }])).status).toBe(202)
      const [failed] = await buildsAnswering(before.builds, 1)
      expect(failed?.outcome).toBe('failed')
      expect(failed?.error).toMatch(
        /^error Could not source content: .*\/wp-json\/wp\/v2\/products.* HTTP 500/,
      )
      expect(buildLog(failed!)).toContain('HTTP 500')
      expect(live()).toBe(before.live)
      expect((await livePage(PRODUCT.path)).html).toBe(before.page)
      expect(await status()).toMatchObject({ live: before.live, last: { outcome: 'failed' } })
      const html = await adminPage('options-general.php?page=tandem-website')
      expect(html).toContain('<strong>mislukt</strong>')
      expect(html).toContain('De website is niet gewijzigd')
    } finally {
      proxy.fault = null
      receiver('stop')
      receiver('start')
    }
  })

  it('goes back to the previous release in one step with npm run rollback', async () => {
    const releases = builds().filter((build) => build.outcome === 'succeeded')
    const [previous, current] = releases.slice(-2)
    expect(live()).toBe(current?.release)
    const releasePage = (release: string | undefined) =>
      readFileSync(path.join(STATE_DIR, 'releases', `${release}`, PRODUCT.path, 'index.html'), 'utf8')
    expect(releasePage(previous?.release)).not.toBe(releasePage(current?.release))
    rollback()
    expect(live()).toBe(previous?.release)
    expect(await status()).toMatchObject({
      live: previous?.release,
      lastRollback: { from: current?.release, to: previous?.release },
    })
    expect(await livePage(PRODUCT.path)).toEqual({ status: 200, html: releasePage(previous?.release) })

    // Publishing is paused, so the next save does not undo the rollback: its call is held until "Nu publiceren".
    const held = builds().length
    await asAdmin(`/wp/v2/products/${PRODUCT.id}`, {
      method: 'POST',
      body: { title: `Exquiray ${unique()}` },
    })
    await waitFor('the save’s call to be held', async () => (await status()).paused?.hooks === 1)
    expect(builds()).toHaveLength(held)
    expect(live()).toBe(previous?.release)
    expect(await adminPage('options-general.php?page=tandem-website')).toContain('Publiceren staat stil')
  })
})
