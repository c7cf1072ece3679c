import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readiness } from '../../server/preview/readiness'
import type { PreviewClaims } from '../../server/preview/token'

const claims: PreviewClaims = {
  type: 'careers',
  id: 7,
  path: '/vacatures/support',
  version: '2026-11-23T10:00:00',
  exp: Math.floor(Date.now() / 1000) + 60,
}

interface DevelopState {
  /** the item's `modified` in the data layer */
  modified: string
  /** the `modified` in the page's context when its query last ran */
  pageDataModified: string
  pageDataStatus: number
}

/** A stand-in for the development server: its GraphQL answer and the page's data. */
function developServer(state: DevelopState) {
  const server = http.createServer((request, response) => {
    if (request.url === '/___graphql') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ data: { item: { modified: state.modified }, page: { id: 'SitePage' } } }))
      return
    }
    if (request.url === '/page-data/vacatures/support/page-data.json') {
      response.statusCode = state.pageDataStatus
      response.end(JSON.stringify({ result: { pageContext: { modified: state.pageDataModified } } }))
      return
    }
    response.statusCode = 404
    response.end()
  })
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    }),
  )
}

const older = '2026-11-23T09:59:59'

describe('preview readiness', () => {
  const state: DevelopState = {
    modified: claims.version,
    pageDataModified: claims.version,
    pageDataStatus: 200,
  }
  let server: Awaited<ReturnType<typeof developServer>>
  beforeAll(async () => {
    server = await developServer(state)
  })
  afterAll(() => server.close())

  it("is ready when the item is at the version, its page exists and the page's data was made from it", async () => {
    Object.assign(state, { modified: claims.version, pageDataModified: claims.version, pageDataStatus: 200 })
    expect(await readiness(server.url, claims)).toEqual({ current: true, page: true, pageData: true })
  })

  it('is not ready while the item is at an older version', async () => {
    Object.assign(state, { modified: older, pageDataModified: older, pageDataStatus: 200 })
    expect(await readiness(server.url, claims)).toEqual({ current: false, page: true, pageData: false })
  })

  it("is not ready while the page's data is still the older version's (its query has not run again yet)", async () => {
    Object.assign(state, { modified: claims.version, pageDataModified: older, pageDataStatus: 200 })
    expect(await readiness(server.url, claims)).toEqual({ current: true, page: true, pageData: false })
  })

  it('is not ready when the development server has no data for the page (its query timed out)', async () => {
    Object.assign(state, { modified: claims.version, pageDataModified: claims.version, pageDataStatus: 404 })
    expect((await readiness(server.url, claims)).pageData).toBe(false)
  })
})
