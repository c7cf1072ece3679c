import { existsSync, readFileSync, readlinkSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/exports'
import { startCmsProxy, type CmsProxy } from './support/cms-proxy'
import { asAdmin, cms, CMS_URL, unique } from '../helpers/local-cms'
import {
  publishAuthorMistakes,
  publishHostileContent,
  removeAuthorMistakes,
  removeHostileContent,
  setCareerPassword,
  type AuthorMistakes,
  type HostileContent,
} from './support/hostile-content'
import {
  acceptedCalls,
  buildLog,
  builds,
  buildsAnswering,
  callHook,
  hookBody,
  livePage,
  loopLog,
  nginx,
  publishFirstRelease,
  queueTaken,
  service,
  resetState,
  rollback,
  SECRET,
  sign,
  STATE_DIR,
  status,
  waitFor,
  withHookSecret,
  WITHOUT_HOOK,
} from '../helpers/publish-stack'
import { settingsPage } from '../helpers/wp-admin'

/**
 * From "Bijwerken" to live, with the real parts: the local WordPress sends its signed build hook to the publishing
 * service (server/publish/service.ts, compiled and supervised as production runs it), which builds into a new
 * release and switches the link nginx serves.
 *
 * The builds read WordPress through a proxy that records every call and can fail on cue. Its port is new each run
 * and the source plugin keeps what it read per CMS address, so the first build fetches every item, as a cold
 * build does; the later ones are incremental. Three or four builds in all: the first release (with what an author
 * must not publish), the edits of a burst (one or two builds), and one the CMS breaks.
 */
const PRODUCT = { id: 102, path: '/producten-en-diensten/exquise-next-generation/exquiray/' }
/** A seeded vacancy, given a password for these builds, and one an editor puts in the trash. */
const PROTECTED_CAREER = { id: 201, slug: 'supportmedewerker-tandartspraktijken' }
const TRASHED_CAREER_SLUG = 'full-stack-developer'
/** The lists of the content types with posts (the plugin's table), as the build asks for them. */
const POST_TYPE_LISTS = new RegExp(
  `^/wp-json/wp/v2/(${LIST_TYPES.filter(({ kind }) => kind === 'post')
    .map(({ restType }) => restType)
    .join('|')})\\?`,
)

const live = () => path.basename(readlinkSync(path.join(STATE_DIR, 'live')))
/** The slug WordPress gave an item (its address on the site ends in it). */
const slugOf = async (list: string, id: number) =>
  (await asAdmin<{ slug: string }>(`/wp/v2/${list}/${id}`)).slug
const releaseDir = (release: string) => path.join(STATE_DIR, 'releases', release)

/** Every text file of a release that holds `needle` (the release is what nginx serves). */
async function filesHolding(release: string, needle: string | Buffer): Promise<string[]> {
  const holding: string[] = []
  for (const entry of await readdir(releaseDir(release), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if ((await readFile(file)).includes(needle)) holding.push(path.relative(releaseDir(release), file))
  }
  return holding
}

describe('publishing on the site’s own server', () => {
  let proxy: CmsProxy
  let hostile: HostileContent
  let mistakes: AuthorMistakes
  /** a draft and an autosave no production build may show */
  const unpublished = `concept-${unique()}`

  beforeAll(async () => {
    cms('seed')
    resetState()
    proxy = await startCmsProxy(CMS_URL)
    hostile = await publishHostileContent()
    mistakes = await publishAuthorMistakes()
    await setCareerPassword(PROTECTED_CAREER.id, 'alleen-voor-sollicitanten')
    await asAdmin('/wp/v2/products', { method: 'POST', body: { title: unpublished, status: 'draft' } })
    const [aboutUs] = await asAdmin<{ id: number }[]>('/wp/v2/pages?slug=over-ons')
    await asAdmin(`/wp/v2/pages/${aboutUs!.id}/autosaves`, { method: 'POST', body: { title: unpublished } })

    service('start', { CMS_URL: proxy.url })
    await publishFirstRelease()
  })

  afterAll(async () => {
    nginx('stop')
    service('stop')
    await proxy.close()
    await setCareerPassword(PROTECTED_CAREER.id, null)
    await removeHostileContent(hostile)
    await removeAuthorMistakes(mistakes)
    cms('start', WITHOUT_HOOK)
    cms('seed')
  })

  describe('the first release', () => {
    it('fetched every item and is served through nginx, with the status as JSON', async () => {
      const [first] = builds()
      expect(buildLog(first!)).toMatch(/nodes; (\d+) of \1 items fetched/)
      expect(proxy.requests).toContain(
        '/wp-json/wp/v2/people?per_page=150&_embed=1&orderby=menu_order&order=asc&page=1',
      )
      const page = await livePage(PRODUCT.path)
      expect(page.status).toBe(200)
      expect(page.html).toContain('Exquiray')
      expect((await livePage('/geen-pagina/')).status).toBe(404)
      expect(await status()).toMatchObject({
        live: live(),
        building: null,
        last: { outcome: 'succeeded', hooks: 1 },
      })
      // Timed from the build's own step markers (src/build/build-steps.ts), each phase a real share of the build.
      const timings = first!.timings!
      for (const phase of [timings.sourcing, timings.bootstrap, timings.pages])
        expect(phase).toBeGreaterThan(0)
      expect(timings.sourcing! + timings.bootstrap! + timings.pages!).toBeCloseTo(timings.build, 1)
    })

    it('has no draft and no autosave in any file', async () => {
      expect(await filesHolding(live(), unpublished)).toEqual([])
    })

    it('refuses every traversal path an author named, names each in its log, and no file holds the upload', async () => {
      const log = buildLog(builds()[0]!)
      for (const refused of hostile.refusedPaths) {
        expect(log).toContain(
          `pages ${hostile.pageId} (proef-van-een-auteur) published without the broken part: de afbeelding ${refused} in de tekst is weggelaten`,
        )
      }
      expect(log).toContain('has a malformed percent-escape')
      expect(existsSync(path.join(releaseDir(live()), 'qx-overwrite.js'))).toBe(false)
      // The upload's text, which only a file written from its bytes could hold (the page names only its path).
      expect(await filesHolding(live(), Buffer.from(`/* ${hostile.marker} */`))).toEqual([])
    })

    it('goes live without what one author got wrong, and names each item in its log and in the status', async () => {
      const [first] = builds()
      const { page, activity } = mistakes
      // A missing upload (the server answers 404): the page is published, without that image.
      const pageHtml = (await livePage(`${page.path.replace(/\/?$/, '/')}`)).html
      expect(pageHtml).toContain('Deze tekst blijft staan.')
      expect(pageHtml).not.toContain(page.missingUpload)
      expect(buildLog(first!)).toContain(
        `de afbeelding ${page.missingUpload} in de tekst is weggelaten: het bestand bestaat niet (de server antwoordt 404)`,
      )
      // A start that is not a date: the activity is in no agenda, calendar file or Event data.
      expect((await livePage('/agenda/')).html).not.toContain(activity.title)
      expect(readFileSync(path.join(releaseDir(live()), 'agenda.ics'), 'utf8')).not.toContain(activity.title)
      expect(buildLog(first!)).toContain(`activities ${activity.id} (`)
      // Its featured image, whose file is gone: the page is published without it.
      expect(pageHtml).not.toContain(mistakes.media.title)
      expect((await status()).last?.notices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ restType: 'pages', id: page.id, outcome: 'cut' }),
          expect.objectContaining({ restType: 'media', id: mistakes.media.id, outcome: 'cut' }),
          expect.objectContaining({
            restType: 'activities',
            id: activity.id,
            outcome: 'cut',
            problem: expect.stringContaining('Begin: „volgende week” is geen datum'),
          }),
          // A link field with ftp: (esc_url_raw keeps it): the activity is published without the link.
          expect.objectContaining({
            restType: 'activities',
            id: mistakes.ftpLink.id,
            outcome: 'cut',
            field: 'acf.registration_url',
            value: 'ftp://example.com/aanmelden',
          }),
          // Two products under each other: both left out.
          ...mistakes.cycle.map(({ id }) =>
            expect.objectContaining({ restType: 'products', id, outcome: 'left-out', field: 'parent' }),
          ),
          // An image whose file no longer decodes: the product is published without it.
          expect.objectContaining({ restType: 'media', id: mistakes.brokenImage.media.id, outcome: 'cut' }),
        ]),
      )
      const ftpActivity = await livePage(`/agenda/${await slugOf('activities', mistakes.ftpLink.id)}/`)
      expect(ftpActivity.status).toBe(200)
      expect(ftpActivity.html).not.toContain('ftp://')
      const brokenImageProduct = await livePage(
        `/producten-en-diensten/${await slugOf('products', mistakes.brokenImage.productId)}/`,
      )
      expect(brokenImageProduct.status).toBe(200)
      expect(brokenImageProduct.html).not.toContain(mistakes.brokenImage.media.title)
    })

    it('leaves out the vacancy with a password: no page, no sitemap entry, no fields over REST', async () => {
      expect(buildLog(builds()[0]!)).toContain(
        `password-protected item(s), not published: careers ${PROTECTED_CAREER.id}`,
      )
      expect((await livePage(`/vacatures/${PROTECTED_CAREER.slug}/`)).status).toBe(404)
      expect((await livePage(`/vacatures/${TRASHED_CAREER_SLUG}/`)).status).toBe(200)
      const sitemaps = (await readdir(releaseDir(live()))).filter((file) => /sitemap.*\.xml$/.test(file))
      expect(sitemaps.length).toBeGreaterThan(0)
      for (const sitemap of sitemaps)
        expect((await livePage(`/${sitemap}`)).html).not.toContain(PROTECTED_CAREER.slug)
      const career = (await (
        await fetch(`${CMS_URL}/wp-json/wp/v2/careers/${PROTECTED_CAREER.id}`)
      ).json()) as {
        content: { protected: boolean; rendered: string }
        acf: object
      }
      expect(career.content).toEqual({ protected: true, rendered: '' })
      expect(career.acf).toEqual({})
    })
  })

  it('refuses a call without the right signature with 403, and builds nothing', async () => {
    const before = { builds: builds().length, accepted: acceptedCalls() }
    const change = [{ type: 'products', id: PRODUCT.id, action: 'updated' }]
    for (const signature of [null, 'sha256=0000', sign('{"changes":[]}'), sign('x', 'another-secret')]) {
      const answer = await callHook(change, signature)
      expect(answer).toEqual({ status: 403, text: 'Handtekening ontbreekt of klopt niet.\n' })
    }
    expect(acceptedCalls()).toBe(before.accepted)
    expect(builds()).toHaveLength(before.builds)
  })

  describe('editors’ changes', () => {
    const titles = [1, 2, 3, 4, 5].map((number) => `Exquiray ${number} ${unique()}`)
    let newVacancy: { id: number; slug: string }
    /** A call the build loop took with the burst, to replay below. */
    let recorded: string
    let before: { builds: number; accepted: number; live: string }
    let answering: Awaited<ReturnType<typeof buildsAnswering>>

    it('build nothing while WordPress lacks the secret, which tells its administrators and keeps the changes', async () => {
      before = { builds: builds().length, accepted: acceptedCalls(), live: live() }
      const page = (await livePage(PRODUCT.path)).html
      cms('start', withHookSecret(''))
      await asAdmin(`/wp/v2/products/${PRODUCT.id}`, {
        method: 'POST',
        body: { title: `Exquiray ${unique()}` },
      })
      newVacancy = await asAdmin('/wp/v2/careers', {
        method: 'POST',
        body: { title: 'Stagiair support', content: '<p>Leer de praktijk kennen.</p>', status: 'publish' },
      })
      const [trashed] = await asAdmin<{ id: number }[]>(`/wp/v2/careers?slug=${TRASHED_CAREER_SLUG}`)
      await asAdmin(`/wp/v2/careers/${trashed!.id}`, { method: 'DELETE' })
      const settings = await waitFor('WordPress to report the refused call', async () => {
        const html = await settingsPage()
        return html.includes('(HTTP 403)') ? html : null
      })
      expect(settings).toContain('De website kon niet opnieuw worden gebouwd: de build hook gaf HTTP 403.')
      expect(acceptedCalls()).toBe(before.accepted)
      expect(builds()).toHaveLength(before.builds)
      expect((await livePage(PRODUCT.path)).html).toBe(page)
    })

    it('with the secret, a burst of five saves goes live by itself in one or two builds, the kept changes with them', async () => {
      cms('start', withHookSecret(SECRET))
      proxy.requests.length = 0
      // Each save sends its call at the end of the save itself: no later request to WordPress (no cron).
      for (const title of titles)
        await asAdmin(`/wp/v2/products/${PRODUCT.id}`, { method: 'POST', body: { title } })
      recorded = hookBody([{ type: 'products', id: PRODUCT.id, action: 'updated' }])
      expect((await callHook([], 'right', recorded)).status).toBe(202) // taken with the burst
      await waitFor('the last title through nginx', async () =>
        (await livePage(PRODUCT.path)).html.includes(titles.at(-1)!),
      )
      answering = await buildsAnswering(before.builds, acceptedCalls() - before.accepted)
      expect(answering.length).toBeGreaterThanOrEqual(1)
      expect(answering.length).toBeLessThanOrEqual(2)
      expect(answering.every((build) => build.outcome === 'succeeded')).toBe(true)
      const changed = answering.flatMap((build) => build.changes)
      expect(changed).toContainEqual({ type: 'products', id: PRODUCT.id, action: 'updated' })
      expect(changed).toContainEqual(expect.objectContaining({ type: 'careers', id: newVacancy.id }))
      expect(live()).toBe(answering.at(-1)?.release)
      expect(live()).not.toBe(before.live)
    })

    it('those builds fetched only what changed, and the site shows the new vacancy and not the trashed one', async () => {
      expect(buildLog(answering[0]!)).toMatch(/incremental: \d+ of \d+ items fetched, 1 removed/)
      const lists = proxy.requests.filter((request) => POST_TYPE_LISTS.test(request))
      expect(lists.length).toBeGreaterThan(0)
      for (const request of lists) expect(request).toMatch(/_fields=id%2Cmodified_gmt%2Clink|modified_after=/)
      const productLists = lists.filter(
        (request) => request.startsWith('/wp-json/wp/v2/products?') && request.includes('modified_after='),
      )
      expect(productLists.length).toBeLessThanOrEqual(answering.length)
      expect((await livePage(`/vacatures/${newVacancy.slug}/`)).html).toContain('Stagiair support')
      expect((await livePage(`/vacatures/${TRASHED_CAREER_SLUG}/`)).status).toBe(404)
    })

    it('refuses a replayed call: a delivery id seen before, or a signed time more than 5 minutes old', async () => {
      const afterBurst = { builds: builds().length, accepted: acceptedCalls() }
      const old = hookBody([{ type: 'products', id: PRODUCT.id, action: 'updated' }], Date.now() - 6 * 60_000)
      // Signed right, and refused at the door: nothing is queued.
      expect(await callHook([], 'right', recorded)).toEqual({
        status: 409,
        text: expect.stringMatching(/is al eerder ontvangen/),
      })
      expect(await callHook([], 'right', old)).toEqual({
        status: 409,
        text: expect.stringMatching(/meer dan 5 minuten/),
      })
      expect(loopLog()).toMatch(/refused a signed call \(409\): aflevering .* is al eerder ontvangen/)
      await queueTaken()
      expect(acceptedCalls()).toBe(afterBurst.accepted)
      expect(builds()).toHaveLength(afterBurst.builds)
    })
  })

  it('shows the builds on WordPress’s settings page, where the hook is set', async () => {
    const html = await settingsPage()
    expect(html).toContain('Builds op de webserver')
    expect(html).toContain(`Online staat versie <strong>${live()}</strong>`)
    expect(html).toMatch(/<h3>Laatste build<\/h3><p>Gestart [^<]+: <strong>gelukt<\/strong>/)
    expect(html).toContain('Het geheim staat in wp-config.php (TANDEM_BUILD_HOOK_SECRET)')
    // What the first release left out or cut, each with WordPress's own edit link (the later builds were
    // incremental and noted the same items again, the featured image too, whose query they did not run again).
    for (const { id, name } of [
      { id: mistakes.page.id, name: 'Pagina met een verdwenen afbeelding' },
      { id: mistakes.media.id, name: mistakes.media.title },
      { id: mistakes.activity.id, name: mistakes.activity.title },
      { id: mistakes.ftpLink.id, name: mistakes.ftpLink.title },
      ...mistakes.cycle.map(({ id, title }) => ({ id, name: title })),
      { id: mistakes.brokenImage.media.id, name: mistakes.brokenImage.media.title },
    ]) {
      expect(html).toContain(`<strong>${name}</strong>`)
      expect(html).toContain(`post.php?post=${id}&#038;action=edit`)
    }
    // The field and the value, for whoever fixes it.
    expect(html).toContain('[veld acf.registration_url: „ftp://example.com/aanmelden”]')
    expect(html).not.toContain(SECRET)
  })

  it('leaves the live release serving when the CMS fails mid-build, and says so in the status', async () => {
    const before = { builds: builds().length, live: live(), page: (await livePage(PRODUCT.path)).html }
    proxy.fault = { path: '/wp-json/wp/v2/products', kind: 'status-500' }
    service('stop')
    service('start', { CMS_URL: proxy.url, CMS_RETRIES: '0' })
    try {
      expect((await callHook([{ type: 'products', id: PRODUCT.id, action: 'updated' }])).status).toBe(202)
      const [failed] = await buildsAnswering(before.builds, 1)
      expect(failed?.outcome).toBe('failed')
      expect(failed?.error).toMatch(
        new RegExp(
          `^error Could not source content: CMS request ${proxy.url}/wp-json/wp/v2/products.* HTTP 500`,
        ),
      )
      expect(buildLog(failed!)).toContain('HTTP 500')
      expect(live()).toBe(before.live)
      expect((await livePage(PRODUCT.path)).html).toBe(before.page)
      expect(await status()).toMatchObject({ live: before.live, last: { outcome: 'failed' } })
      const html = await settingsPage()
      expect(html).toContain('<strong>mislukt</strong>')
      expect(html).toContain('De website is niet gewijzigd')
    } finally {
      proxy.fault = null
      service('stop')
      service('start', { CMS_URL: proxy.url })
    }
  })

  it('goes back to the previous release in one step with npm run rollback', async () => {
    const releases = builds().filter((build) => build.outcome === 'succeeded')
    const [previous, current] = releases.slice(-2).map((build) => build.release)
    expect(live()).toBe(current)
    const releaseFile = (release: string | undefined, file: string) =>
      readFileSync(path.join(releaseDir(`${release}`), file), 'utf8')
    // Every build has its own id (the page's new-build check reads it), so the file shows which release is served.
    expect(releaseFile(previous, 'build-info.json')).not.toBe(releaseFile(current, 'build-info.json'))
    rollback()
    expect(live()).toBe(previous)
    expect(await status()).toMatchObject({ live: previous, lastRollback: { from: current, to: previous } })
    expect((await livePage('/build-info.json')).html).toBe(releaseFile(previous, 'build-info.json'))
    expect(await livePage(PRODUCT.path)).toEqual({
      status: 200,
      html: releaseFile(previous, path.join(PRODUCT.path, 'index.html')),
    })

    // Publishing is paused, so the next save does not undo the rollback: its call is held until "Nu publiceren".
    const held = builds().length
    await asAdmin(`/wp/v2/products/${PRODUCT.id}`, {
      method: 'POST',
      body: { title: `Exquiray ${unique()}` },
    })
    await waitFor('the save’s call to be held', async () => (await status()).paused?.hooks === 1)
    expect(builds()).toHaveLength(held)
    expect(live()).toBe(previous)
    expect(await settingsPage()).toContain('Publiceren staat stil')
  })
})
