import { LIST_TYPES, type ListTypeConfig } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import { createLiveSource } from '../../plugins/gatsby-source-wp-rest/src/source/live-source'
import { startFakeCms, type FakeCms } from './support/fake-cms'

const products = LIST_TYPES.find((type) => type.restType === 'products') as ListTypeConfig
const SETTINGS = { timeoutMs: 2000, retries: 0, backoffMs: 1 }

/** The next build asks for changes since the CMS's clock at this build's first list answer. */
describe('the live source reads the CMS’s clock', () => {
  let cms: FakeCms
  const dates: string[] = []
  beforeAll(async () => {
    cms = await startFakeCms(() => ({
      headers: { 'x-wp-total': '0', 'x-wp-totalpages': '1', date: dates.shift() ?? '' },
      body: [],
    }))
  })
  afterAll(() => cms.close())

  it('as the earliest Date header of its list answers', async () => {
    dates.push('Thu, 05 Mar 2026 12:00:09 GMT', 'Thu, 05 Mar 2026 12:00:07 GMT')
    const source = createLiveSource(cms.url, SETTINGS)
    expect(source.firstAnswerAt?.()).toBeNull()
    await source.list(products)
    await source.changes?.index(products)
    expect(source.firstAnswerAt?.()).toBe('2026-03-05T12:00:07.000Z')
  })

  it('not at all when the answers carry no valid Date', async () => {
    dates.push('gisteren')
    const source = createLiveSource(cms.url, SETTINGS)
    await source.list(products)
    expect(source.firstAnswerAt?.()).toBeNull()
  })
})
