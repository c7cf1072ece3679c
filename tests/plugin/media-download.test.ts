import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { GatsbyCache } from 'gatsby'
import { downloadMedia } from '../../plugins/gatsby-source-wp-rest/src/fetch/download'
import { CmsRequestError } from '../../plugins/gatsby-source-wp-rest/src/fetch/errors'
import { localImageFile } from '../../plugins/gatsby-source-wp-rest/src/image/local-image-file'
import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import { startFakeCms, type FakeCms } from './support/fake-cms'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

const http = { timeoutMs: 2_000, retries: 2, backoffMs: 10 }
const JPEG = Buffer.from('ffd8ffe000104a464946000101', 'hex')

let cms: FakeCms | undefined
afterEach(async () => {
  await cms?.close()
  cms = undefined
})

const withFeaturedImageAt = (sourceUrl: string) => {
  const product = restPost()
  const [media] = (product._embedded as { 'wp:featuredmedia': Record<string, unknown>[] })['wp:featuredmedia']
  const embedded = { 'wp:featuredmedia': [{ ...media, source_url: sourceUrl }] }
  return rawContent({ lists: { ...rawContent().lists, products: [{ ...product, _embedded: embedded }] } })
}

describe('media from another host', () => {
  it('cost the item its image, naming the item and the address', () => {
    const raw = withFeaturedImageAt('https://evil.example/wp-content/uploads/x.jpg')
    const notices: ItemNotice[] = []
    const nodes = buildNodeInputs(raw, [CMS], [], { notices })
    expect(nodes.some((node) => node.key === 'WpMedia:501')).toBe(false)
    expect(nodes.find((node) => node.key === 'WpProduct:101')?.fields.featuredImageDatabaseId).toBeNull()
    expect(notices).toEqual([
      expect.objectContaining({
        restType: 'products',
        id: 101,
        outcome: 'cut',
        field: 'featured_media',
        value: 'https://evil.example/wp-content/uploads/x.jpg',
        problem:
          'De uitgelichte afbeelding staat op een andere server dan WordPress (https://evil.example/wp-content/uploads/x.jpg); dat deel is weggelaten.',
      }),
    ])
  })

  it('are fine from a configured media host', () => {
    const raw = withFeaturedImageAt('https://cdn.example.nl/x.jpg')
    const nodes = buildNodeInputs(raw, [CMS], ['https://cdn.example.nl'])
    expect(nodes.find((node) => node.key === 'WpMedia:501')?.fields.url).toBe('https://cdn.example.nl/x.jpg')
  })

  it('are never requested by the download', async () => {
    cms = await startFakeCms(() => ({ body: JPEG }))
    const settings = { http, allowedOrigins: ['https://cms.example.nl'], maxBytes: 1000 }
    await expect(downloadMedia(`${cms.url}/wp-content/uploads/x.jpg`, settings)).rejects.toThrow(
      /Refusing to download the media file .* it is on http:\/\/127\.0\.0\.1:\d+, which is neither the CMS/,
    )
    expect(cms.requests).toEqual([])
  })
})

describe('downloading a media file', () => {
  const settingsFor = (server: FakeCms, maxBytes = 1000) => ({ http, allowedOrigins: [server.url], maxBytes })

  it('retries like the lists do', async () => {
    let calls = 0
    cms = await startFakeCms(() => {
      calls += 1
      return calls === 1
        ? { status: 503, body: 'busy' }
        : { body: JPEG, headers: { 'content-type': 'image/jpeg' } }
    })
    const { bytes } = await downloadMedia(`${cms.url}/wp-content/uploads/a.jpg`, settingsFor(cms))
    expect(bytes.equals(JPEG)).toBe(true)
    expect(calls).toBe(2)
  })

  it.each([
    ['announced', {}],
    ['sent in chunks without a length', { 'transfer-encoding': 'chunked' }],
  ])('refuses a file over the size cap (%s)', async (_how, headers) => {
    cms = await startFakeCms(() => ({ body: Buffer.alloc(5000, 1), headers }))
    const error = await downloadMedia(`${cms.url}/wp-content/uploads/huge.jpg`, settingsFor(cms)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(CmsRequestError)
    expect((error as Error).message).toMatch(/huge\.jpg .*Expected a file of at most 0\.0 MB/)
  })

  it('fails naming the URL and status when the file is not there', async () => {
    cms = await startFakeCms(() => ({ status: 404, body: 'weg' }))
    await expect(downloadMedia(`${cms.url}/wp-content/uploads/gone.jpg`, settingsFor(cms))).rejects.toThrow(
      /gone\.jpg answered HTTP 404/,
    )
  })
})

describe('the image file behind a media URL (live CMS)', () => {
  let directory = ''
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'media-cache-'))
  })
  afterEach(() => rm(directory, { recursive: true, force: true }))

  it('is downloaded once into the cache, then revalidated with its ETag', async () => {
    const seen: Array<string | undefined> = []
    cms = await startFakeCms((_url, request) => {
      seen.push(request.headers['if-none-match'])
      return request.headers['if-none-match'] === '"v1"'
        ? { status: 304, body: '' }
        : { body: JPEG, headers: { 'content-type': 'image/jpeg', etag: '"v1"' } }
    })
    const values = new Map<string, unknown>()
    const cache = {
      name: 'test',
      directory,
      get: async (key: string) => values.get(key),
      set: async (key: string, value: unknown) => values.set(key, value),
      del: async (key: string) => void values.delete(key),
    } as unknown as GatsbyCache
    const origin = { kind: 'cms' as const, download: settingsForOrigin(cms.url) }
    const url = `${cms.url}/wp-content/uploads/2026/10/team%20foto.jpg`

    const { file: first } = await localImageFile(url, origin, cache)
    expect(first.base).toBe('team-foto.jpg')
    expect((await readFile(first.absolutePath)).equals(JPEG)).toBe(true)
    // Another build (a new process): the cached copy is asked about, not downloaded again.
    jest.resetModules()
    const again = await (
      await import('../../plugins/gatsby-source-wp-rest/src/image/local-image-file')
    ).localImageFile(url, origin, cache)
    expect(again.file.absolutePath).toBe(first.absolutePath)
    expect(seen).toEqual([undefined, '"v1"'])
  })
})

function settingsForOrigin(origin: string) {
  return { http, allowedOrigins: [origin], maxBytes: 1000 }
}
