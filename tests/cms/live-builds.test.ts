import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startCmsProxy, type CmsProxy } from '../helpers/cms-proxy'
import { asAdmin, cms, CMS_URL, ROOT } from '../helpers/local-cms'
import { gatsby, publishedFiles, type BuildResult } from '../helpers/site-build'
import {
  publishHostileContent,
  removeHostileContent,
  setCareerPassword,
  type HostileContent,
} from './support/hostile-content'

const page = (sitePath: string) => path.join(ROOT, 'public', sitePath, 'index.html')
const PRODUCT_PAGE = '/producten-en-diensten/exquise-next-generation/exquiray'
/** A seeded vacancy, given a password for these builds. */
const PROTECTED_CAREER = { id: 201, slug: 'supportmedewerker-tandartspraktijken' }
const POST_TYPE_LISTS =
  /^\/wp-json\/wp\/v2\/(activities|careers|pages|concepts|partners|products|people|references)\?/

function expectSuccess(build: BuildResult): void {
  if (build.exitCode !== 0) throw new Error(`gatsby build failed:\n${build.output.slice(-3000)}`)
}

/** The site's builds from the local WordPress, through a proxy that records every call and can fail on cue. */
describe('building the site from the local WordPress', () => {
  let proxy: CmsProxy
  const timings: Record<string, number> = {}
  const buildThroughProxy = (env: Record<string, string> = {}) =>
    gatsby('build', { CMS_URL: proxy.url, CONTACT_FORM_CMS_URL: CMS_URL, ...env })

  // Besides the seeded content, the CMS holds what the first build must not publish: an author's page that names
  // an uploaded text file with traversal suffixes, and a vacancy given a password. The first build is checked for
  // both below, so the group needs no build of its own for them.
  let hostile: HostileContent
  let firstBuild: BuildResult
  beforeAll(async () => {
    cms('seed')
    proxy = await startCmsProxy(CMS_URL)
    hostile = await publishHostileContent()
    await setCareerPassword(PROTECTED_CAREER.id, 'alleen-voor-sollicitanten')
  })
  afterAll(async () => {
    await proxy.close()
    await setCareerPassword(PROTECTED_CAREER.id, null)
    await removeHostileContent(hostile)
    cms('seed')
    await mkdir(path.join(ROOT, 'test-results'), { recursive: true })
    await writeFile(
      path.join(ROOT, 'test-results/cms-build-times.json'),
      `${JSON.stringify(timings, null, 2)}\n`,
    )
    console.info(`Builds from the local WordPress (seconds): ${JSON.stringify(timings)}`)
  })

  // The proxy listens on a new port each run, and the source plugin keeps what it read per CMS address, so this
  // first build through it starts afresh: it fetches every item, as a cold build does. It keeps Gatsby's compiled
  // code and processed images (no `gatsby clean`): their cold cost is the same for any content, and the site's
  // first build already pays it in the same run.
  it('a first build from a CMS address fetches every item and publishes the pages', async () => {
    const build = await buildThroughProxy()
    firstBuild = build
    expectSuccess(build)
    timings.firstBuild = build.seconds
    expect(build.output).toMatch(/nodes; (\d+) of \1 items fetched/)
    expect(await readFile(page(PRODUCT_PAGE), 'utf8')).toContain('Exquiray')
    expect(proxy.requests).toContain(
      '/wp-json/wp/v2/people?per_page=150&_embed=1&orderby=menu_order&order=asc&page=1',
    )
  })

  describe('that first build, with what an author must not publish', () => {
    it('refuses every traversal path, names each in its log, and no built file holds the upload', async () => {
      expectSuccess(firstBuild)
      for (const refused of hostile.refusedPaths)
        expect(firstBuild.output).toContain(
          `inline image ${JSON.stringify(refused)} in WpPage ${hostile.pageId}`,
        )
      expect(firstBuild.output).toContain('has a malformed percent-escape')
      expect(existsSync(path.join(ROOT, 'public/qx-overwrite.js'))).toBe(false)
      // The upload's text, which only a file written from its bytes could hold (the page names only its path).
      const body = Buffer.from(`/* ${hostile.marker} */`)
      const holding: string[] = []
      for (const relative of (await publishedFiles()).keys())
        if ((await readFile(path.join(ROOT, 'public', relative))).includes(body)) holding.push(relative)
      expect(holding).toEqual([])
      expect(await readFile(page('/over-ons'), 'utf8')).not.toContain(hostile.marker)
    })

    it('leaves out the vacancy with a password: no page, no sitemap entry, no fields over REST', async () => {
      expect(firstBuild.output).toContain(
        `password-protected item(s), not published: careers ${PROTECTED_CAREER.id}`,
      )
      expect(existsSync(page(`/vacatures/${PROTECTED_CAREER.slug}`))).toBe(false)
      expect(existsSync(page('/vacatures/full-stack-developer'))).toBe(true)
      const sitemaps = (await readdir(path.join(ROOT, 'public'))).filter((file) =>
        /sitemap.*\.xml$/.test(file),
      )
      expect(sitemaps.length).toBeGreaterThan(0)
      for (const sitemap of sitemaps)
        expect(await readFile(path.join(ROOT, 'public', sitemap), 'utf8')).not.toContain(
          PROTECTED_CAREER.slug,
        )
      const response = await fetch(`${CMS_URL}/wp-json/wp/v2/careers/${PROTECTED_CAREER.id}`)
      const career = (await response.json()) as {
        content: { protected: boolean; rendered: string }
        acf: object
      }
      expect(career.content).toEqual({ protected: true, rendered: '' })
      expect(career.acf).toEqual({})
    })

    it('nor does the front page route give the fields of a front page with a password', async () => {
      const frontPage = async () =>
        (await (await fetch(`${CMS_URL}/wp-json/moosewp/v1/front-page`)).json()) as {
          id: number
          protected?: boolean
          acf: Record<string, unknown>
        }
      const { id, acf } = await frontPage()
      expect(acf.hero_title).toEqual(expect.any(String))
      await asAdmin(`/wp/v2/pages/${id}`, { method: 'POST', body: { password: 'alleen-voor-klanten' } })
      try {
        const hidden = await frontPage()
        expect(hidden.protected).toBe(true)
        expect(hidden.acf).toEqual({})
      } finally {
        await asAdmin(`/wp/v2/pages/${id}`, { method: 'POST', body: { password: '' } })
      }
    })
  })

  let vacancy: { id: number; slug: string }

  it('after an editor changes a product and publishes a vacancy, a warm build fetches only those and shows them', async () => {
    await asAdmin('/wp/v2/products/102', { method: 'POST', body: { title: 'Exquiray met beeldherkenning' } })
    vacancy = await asAdmin('/wp/v2/careers', {
      method: 'POST',
      body: { title: 'Stagiair support', content: '<p>Leer de praktijk kennen.</p>', status: 'publish' },
    })
    proxy.requests.length = 0
    const build = await buildThroughProxy()
    expectSuccess(build)
    timings.warmRebuildAfterOneChange = build.seconds

    expect(build.output).toMatch(/incremental: \d+ of \d+ items fetched, 0 removed/)
    const lists = proxy.requests.filter((request) => POST_TYPE_LISTS.test(request))
    expect(lists.length).toBeGreaterThan(0)
    for (const request of lists) expect(request).toMatch(/_fields=id%2Cmodified_gmt%2Clink|modified_after=/)
    const changed = lists.filter(
      (request) => request.startsWith('/wp-json/wp/v2/products?') && request.includes('modified_after='),
    )
    expect(changed).toHaveLength(1)

    expect(await readFile(page(PRODUCT_PAGE), 'utf8')).toContain('Exquiray met beeldherkenning')
    expect(await readFile(page(`/vacatures/${vacancy.slug}`), 'utf8')).toContain('Stagiair support')
  })

  it('a trashed vacancy is gone after the next build', async () => {
    await asAdmin(`/wp/v2/careers/${vacancy.id}`, { method: 'DELETE' })
    const build = await buildThroughProxy()
    expectSuccess(build)
    expect(build.output).toMatch(/incremental: \d+ of \d+ items fetched, 1 removed/)
    expect(existsSync(page(`/vacatures/${vacancy.slug}`))).toBe(false)
    expect(existsSync(page(PRODUCT_PAGE))).toBe(true)
  })

  describe('a CMS that fails stops the build with a message naming the URL, and the published site stays as it was', () => {
    let before: Map<string, string>
    beforeAll(async () => {
      before = await publishedFiles()
    })
    afterEach(async () => {
      proxy.fault = null
      expect(await publishedFiles()).toEqual(before)
    })

    it('answering 500', async () => {
      proxy.fault = { path: '/wp-json/wp/v2/products', kind: 'status-500' }
      const build = await buildThroughProxy({ CMS_RETRIES: '1' })
      expect(build.exitCode).not.toBe(0)
      expect(build.output).toContain(
        `Could not source content: CMS request ${proxy.url}/wp-json/wp/v2/products?`,
      )
      expect(build.output).toContain('answered HTTP 500')
    })

    it('not answering in time', async () => {
      proxy.fault = { path: '/wp-json/acf/v3/options/options', kind: 'no-answer' }
      const build = await buildThroughProxy({ CMS_RETRIES: '1', CMS_TIMEOUT_MS: '2000' })
      expect(build.exitCode).not.toBe(0)
      expect(build.output).toContain(
        `Could not source content: CMS request ${proxy.url}/wp-json/acf/v3/options/options gave no response: no answer within 2000 ms (timeout) (2 attempts)`,
      )
    })

    it('stopped', async () => {
      cms('stop')
      try {
        const build = await gatsby('build', { CMS_URL, CMS_RETRIES: '1' })
        expect(build.exitCode).not.toBe(0)
        expect(build.output).toContain(`Could not source content: CMS request ${CMS_URL}/wp-json/`)
        expect(build.output).toMatch(/gave no response: network error.*ECONNREFUSED/)
      } finally {
        cms('start')
      }
    })
  })
})
