import {
  fetchAllItems,
  fetchDocument,
  PAGE_CONCURRENCY,
} from '../../plugins/gatsby-source-wp-rest/src/fetch/paginate'
import { CmsRequestError } from '../../plugins/gatsby-source-wp-rest/src/fetch/errors'
import { startFakeCms, type FakeCms } from './support/fake-cms'

const settings = { timeoutMs: 2_000, retries: 2, backoffMs: 10 }
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index }))

let cms: FakeCms | undefined
afterEach(async () => {
  await cms?.close()
  cms = undefined
})

describe('fetchAllItems (the paginated helper)', () => {
  it('follows x-wp-totalpages across pages and keeps every item in order', async () => {
    cms = await startFakeCms((url) => {
      const page = Number(url.searchParams.get('page'))
      return {
        headers: { 'x-wp-total': '5', 'x-wp-totalpages': '3' },
        body: items((page - 1) * 2 + 1, page === 3 ? 1 : 2),
      }
    })
    const result = await fetchAllItems(`${cms.url}/wp-json/wp/v2/products?per_page=2&_embed=1`, settings)
    expect(result).toEqual(items(1, 5))
    expect([...cms.requests].sort()).toEqual(
      [1, 2, 3].map((page) => `/wp-json/wp/v2/products?per_page=2&_embed=1&page=${page}`),
    )
  })

  it('requests the pages after the first a few at a time, and puts them together in page order', async () => {
    let inFlight = 0
    let mostInFlight = 0
    cms = await startFakeCms(async (url) => {
      const page = Number(url.searchParams.get('page'))
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      // Later pages answer sooner: the order of the answers is not the order of the items.
      await new Promise((resolve) => setTimeout(resolve, page === 1 ? 0 : 200 - page * 10))
      inFlight--
      return { headers: { 'x-wp-total': '20', 'x-wp-totalpages': '10' }, body: items((page - 1) * 2 + 1, 2) }
    })
    const started = Date.now()
    const result = await fetchAllItems(`${cms.url}/wp-json/wp/v2/products?per_page=2`, settings)
    expect(result).toEqual(items(1, 20))
    expect(cms.requests).toHaveLength(10)
    expect(cms.requests[0]).toMatch(/page=1$/) // the first page says how many there are
    expect(mostInFlight).toBe(PAGE_CONCURRENCY)
    // Nine pages of up to 190 ms one after another would take over 1.3 s.
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('stops at a 400 past the last page when x-wp-totalpages promises more pages than there are', async () => {
    cms = await startFakeCms((url) => {
      const page = Number(url.searchParams.get('page'))
      if (page > 2)
        return { status: 400, body: { code: 'rest_post_invalid_page_number', message: 'Invalid page' } }
      return { headers: { 'x-wp-total': '4', 'x-wp-totalpages': '99' }, body: items(page * 10, 2) }
    })
    const result = await fetchAllItems(`${cms.url}/wp-json/wp/v2/pages`, settings)
    expect(result).toHaveLength(4)
    // The most it costs: the pages requested while the 400 (page 3) was on its way.
    expect(cms.requests.length).toBeGreaterThanOrEqual(3)
    expect(cms.requests.length).toBeLessThanOrEqual(3 + PAGE_CONCURRENCY - 1)
  })

  it.each([
    ['x-wp-total', { 'x-wp-totalpages': '1' }],
    ['x-wp-totalpages', { 'x-wp-total': '2' }],
  ])(
    'fails naming the URL when a list answer has no %s header (a proxy stripped it)',
    async (missing, headers) => {
      cms = await startFakeCms(() => ({ headers, body: items(1, 2) }))
      const error = await fetchAllItems(`${cms.url}/wp-json/wp/v2/careers?per_page=2`, settings).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(CmsRequestError)
      expect((error as Error).message).toContain(`${cms.url}/wp-json/wp/v2/careers?per_page=2&page=1`)
      expect((error as Error).message).toContain(`the header ${missing} is missing`)
    },
  )

  it('fails when neither count header is sent, even though the page looks complete', async () => {
    cms = await startFakeCms(() => ({ body: items(1, 100) }))
    await expect(fetchAllItems(`${cms.url}/wp-json/wp/v2/products?per_page=100`, settings)).rejects.toThrow(
      /x-wp-total is missing/,
    )
    expect(cms.requests).toHaveLength(1)
  })

  it('fails when a count header is not a number', async () => {
    cms = await startFakeCms(() => ({
      headers: { 'x-wp-total': 'veel', 'x-wp-totalpages': '1' },
      body: items(1, 1),
    }))
    await expect(fetchAllItems(`${cms.url}/wp-json/wp/v2/products`, settings)).rejects.toThrow(
      /the header x-wp-total is "veel", not a count/,
    )
  })

  it('retries after a 503 and then succeeds', async () => {
    let calls = 0
    cms = await startFakeCms(() => {
      calls += 1
      return calls === 1
        ? { status: 503, body: 'Service Unavailable' }
        : { headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' }, body: items(7, 1) }
    })
    await expect(fetchAllItems(`${cms.url}/wp-json/wp/v2/careers`, settings)).resolves.toEqual([{ id: 7 }])
    expect(calls).toBe(2)
  })

  it('gives up after the bounded retries and names the URL and status', async () => {
    cms = await startFakeCms(() => ({ status: 500, body: { code: 'internal', message: 'Database gone' } }))
    const error = await fetchAllItems(`${cms.url}/wp-json/wp/v2/people`, settings).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsRequestError)
    expect((error as Error).message).toContain(`${cms.url}/wp-json/wp/v2/people?page=1`)
    expect((error as Error).message).toContain('HTTP 500')
    expect((error as Error).message).toContain('Database gone')
    expect(cms.requests).toHaveLength(3)
  })

  it('fails on a timeout with a message that says so', async () => {
    cms = await startFakeCms(() => ({ delayMs: 1_000, body: [] }))
    const error = await fetchAllItems(`${cms.url}/wp-json/wp/v2/concepts`, {
      ...settings,
      timeoutMs: 150,
      retries: 1,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsRequestError)
    expect((error as Error).message).toMatch(
      /concepts\?page=1 gave no response: no answer within 150 ms \(timeout\) \(2 attempts\)/,
    )
  })

  it('fails on a CMS that is not running, naming the URL and the refused connection', async () => {
    cms = await startFakeCms(() => ({ body: [] }))
    const stoppedUrl = cms.url
    await cms.close()
    cms = undefined
    const error = await fetchAllItems(`${stoppedUrl}/wp-json/wp/v2/pages`, { ...settings, retries: 1 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(CmsRequestError)
    expect((error as Error).message).toContain(`${stoppedUrl}/wp-json/wp/v2/pages?page=1`)
    expect((error as Error).message).toMatch(/gave no response: network error.*ECONNREFUSED.*\(2 attempts\)/)
  })

  it('fails when the items received do not add up to x-wp-total', async () => {
    cms = await startFakeCms(() => ({
      headers: { 'x-wp-total': '3', 'x-wp-totalpages': '1' },
      body: items(1, 2),
    }))
    await expect(fetchAllItems(`${cms.url}/wp-json/wp/v2/references`, settings)).rejects.toThrow(
      /Expected 3 items \(x-wp-total\).*|received 2 items over all pages/,
    )
  })

  it('fails when a list answers something that is not an array', async () => {
    cms = await startFakeCms(() => ({
      headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' },
      body: { not: 'a list' },
    }))
    await expect(fetchAllItems(`${cms.url}/wp-json/wp/v2/partners`, settings)).rejects.toThrow(
      /the body is not an array/,
    )
  })
})

describe('fetchDocument', () => {
  it('throws the server message when the options call answers 400 or more', async () => {
    cms = await startFakeCms(() => ({
      status: 404,
      body: { code: 'rest_no_route', message: 'Geen route gevonden voor options', data: { status: 404 } },
    }))
    await expect(
      fetchDocument(`${cms.url}/wp-json/acf/v3/options/options`, settings, 'the site options'),
    ).rejects.toThrow(
      `CMS request ${cms.url}/wp-json/acf/v3/options/options answered HTTP 404: the server said "Geen route gevonden voor options". Expected the site options.`,
    )
  })

  it('fails on a body that is not JSON', async () => {
    cms = await startFakeCms(() => ({ body: '<html>Maintenance</html>' }))
    await expect(
      fetchDocument(`${cms.url}/wp-json/moosewp/v1/front-page`, settings, 'the front-page payload'),
    ).rejects.toThrow(/the body is not JSON/)
  })
})
