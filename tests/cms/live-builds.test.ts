import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startCmsProxy, type CmsProxy } from '../helpers/cms-proxy'
import { asAdmin, cms, CMS_URL, ROOT } from '../helpers/local-cms'
import { gatsby, publishedFiles, type BuildResult } from '../helpers/site-build'

const page = (sitePath: string) => path.join(ROOT, 'public', sitePath, 'index.html')
const PRODUCT_PAGE = '/producten-en-diensten/exquise-next-generation/exquiray'
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

  beforeAll(async () => {
    cms('seed')
    proxy = await startCmsProxy(CMS_URL)
  })
  afterAll(async () => {
    await proxy.close()
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
    expectSuccess(build)
    timings.firstBuild = build.seconds
    expect(build.output).toMatch(/nodes; (\d+) of \1 items fetched/)
    expect(await readFile(page(PRODUCT_PAGE), 'utf8')).toContain('Exquiray')
    expect(proxy.requests).toContain(
      '/wp-json/wp/v2/people?per_page=150&_embed=1&orderby=menu_order&order=asc&page=1',
    )
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
