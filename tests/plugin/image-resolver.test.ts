import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { GatsbyCache, NodePluginSchema, Reporter } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { CmsRequestError } from '../../plugins/gatsby-source-wp-rest/src/fetch/errors'
import type { MediaOrigin } from '../../plugins/gatsby-source-wp-rest/src/image/local-image-file'
import {
  mediaImageData,
  mediaIsUsable,
  type ImageDataContext,
} from '../../plugins/gatsby-source-wp-rest/src/image/media-image-data'
import { mediaTypes } from '../../plugins/gatsby-source-wp-rest/src/image/media-type'
import { stillMissingMedia } from '../../plugins/gatsby-source-wp-rest/src/notices/missing-media'
import { BAD_IMAGE_FILES, SNAPSHOT_JPEG } from '../helpers/bad-image-files'
import { startFakeCms, type FakeCms } from './support/fake-cms'

/** An item's image must never fail the build: a file that cannot be shown costs that image, with a notice. */
const CMS_URL = 'https://cms.example.nl'
const UPLOADS = 'wp-content/uploads/2026/10'
const http = { timeoutMs: 2_000, retries: 0, backoffMs: 10 }
const IMAGE_DATA = { layout: 'constrained', width: 10, height: 10, images: {} } as IGatsbyImageData

/** Gatsby's cache as the plugin uses it: entries in memory, files in a folder. */
function memoryCache(directory: string): GatsbyCache {
  const values = new Map<string, unknown>()
  return {
    name: 'test',
    directory,
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => (values.set(key, value), value),
    del: async (key: string) => void values.delete(key),
  }
}

let snapshotDir = ''
let cache: GatsbyCache
let origin: MediaOrigin
let cms: FakeCms | undefined
const reporter = {} as Reporter
const generate = jest.fn(async () => IMAGE_DATA)

beforeEach(async () => {
  snapshotDir = await mkdtemp(path.join(os.tmpdir(), 'image-resolver-'))
  await mkdir(path.join(snapshotDir, UPLOADS), { recursive: true })
  cache = memoryCache(path.join(snapshotDir, '.cache'))
  origin = {
    kind: 'snapshot',
    snapshotDir,
    cmsUrl: CMS_URL,
    download: { http, allowedOrigins: [], maxBytes: 1 },
  }
  generate.mockReset().mockResolvedValue(IMAGE_DATA)
})
afterEach(async () => {
  await cms?.close()
  cms = undefined
  await rm(snapshotDir, { recursive: true, force: true })
})

let nextId = 900
/** A media item whose file in the snapshot holds these bytes. */
async function mediaInSnapshot(filename: string, bytes: Buffer) {
  await writeFile(path.join(snapshotDir, UPLOADS, filename), bytes)
  return { databaseId: nextId++, filename, url: `${CMS_URL}/${UPLOADS}/${filename}`, altText: '' }
}

const context = (): ImageDataContext => ({ origin, cache, reporter, pathPrefix: '', generate })

/** What the build's end lists for the editor (notices/missing-media.ts's onPostBuild). */
const noticeOf = async (mediaId: number) => (await stillMissingMedia(cache, [mediaId]))[0]

describe('the gatsbyImageData resolver of WpMedia', () => {
  /** The resolver as Gatsby's schema gets it. */
  function resolver() {
    const schema = { buildEnumType: (c: unknown) => c, buildObjectType: (c: unknown) => c }
    const types = mediaTypes({
      schema: schema as unknown as NodePluginSchema,
      origin,
      cache,
      reporter,
      pathPrefix: '',
    }) as unknown as Array<{ name: string; fields?: Record<string, { resolve?: unknown }> }>
    const field = types.find((type) => type.name === 'WpMedia')?.fields?.gatsbyImageData
    return field?.resolve as (media: object, args: object) => Promise<IGatsbyImageData | null>
  }

  it('leaves out an image whose file is no image, and notes it for the editor', async () => {
    const media = await mediaInSnapshot('kapot.jpg', Buffer.from('geen afbeelding'))
    await expect(resolver()(media, { width: 720 })).resolves.toBeNull()
    expect(await noticeOf(media.databaseId)).toEqual({
      restType: 'media',
      id: media.databaseId,
      label: 'kapot.jpg',
      outcome: 'cut',
      problem: `de afbeelding ${media.url} is niet te gebruiken: het bestand is geen afbeelding die de website kan tonen; de pagina's die haar tonen staan online zonder deze afbeelding.`,
    })
  })
})

describe('an image file no page can show', () => {
  it.each(BAD_IMAGE_FILES.map((testCase) => [testCase.name, testCase] as const))(
    'is left out with its problem, never processed: %s',
    async (_name, { file, bytes, problem }) => {
      const media = await mediaInSnapshot(file, await bytes())
      expect(await mediaImageData(media, {}, context())).toBeNull()
      expect(generate).not.toHaveBeenCalled()
      expect((await noticeOf(media.databaseId))?.problem).toBe(
        `de afbeelding ${media.url} is niet te gebruiken: ${problem}; de pagina's die haar tonen staan online zonder deze afbeelding.`,
      )
    },
  )

  it('is listed until a query finds a good file there again', async () => {
    const media = await mediaInSnapshot('foto.jpg', Buffer.alloc(0))
    expect(await mediaImageData(media, {}, context())).toBeNull()
    expect(await noticeOf(media.databaseId)).toBeDefined()
    await writeFile(path.join(snapshotDir, UPLOADS, 'foto.jpg'), readFileSync(SNAPSHOT_JPEG))
    expect(await mediaImageData(media, { width: 720 }, context())).toBe(IMAGE_DATA)
    expect(generate).toHaveBeenCalledWith(expect.objectContaining({ args: { width: 720 } }))
    expect(await noticeOf(media.databaseId)).toBeUndefined()
  })

  it('is noted as missing when it is not in the snapshot', async () => {
    const media = { databaseId: 7, filename: 'weg.jpg', url: `${CMS_URL}/${UPLOADS}/weg.jpg` }
    expect(await mediaImageData(media, {}, context())).toBeNull()
    expect((await noticeOf(7))?.problem).toMatch(
      /weg\.jpg ontbreekt \(het bestand staat niet in de momentopname/,
    )
  })
})

describe('whether an image is usable (for data that names it without showing it)', () => {
  it('is true for a good file, without processing it', async () => {
    const media = await mediaInSnapshot('goed.jpg', readFileSync(SNAPSHOT_JPEG))
    expect(await mediaIsUsable(media, context())).toBe(true)
    expect(generate).not.toHaveBeenCalled()
  })

  it('is false for a file no page can show, with the same notice', async () => {
    const media = await mediaInSnapshot('leeg.jpg', Buffer.alloc(0))
    expect(await mediaIsUsable(media, context())).toBe(false)
    expect((await noticeOf(media.databaseId))?.problem).toContain('is niet te gebruiken: het bestand is leeg')
  })
})

describe('an error of gatsby-plugin-sharp for one image', () => {
  it('costs that image, with the reason in the log', async () => {
    generate.mockRejectedValue(new Error('vips: out of memory'))
    const media = await mediaInSnapshot('foto.jpg', readFileSync(SNAPSHOT_JPEG))
    expect(await mediaImageData(media, {}, context())).toBeNull()
    expect(await noticeOf(media.databaseId)).toEqual(
      expect.objectContaining({
        outcome: 'cut',
        problem: `de afbeelding ${media.url} kon niet worden verwerkt; de pagina's die haar tonen staan online zonder deze afbeelding.`,
        detail: 'vips: out of memory',
      }),
    )
  })

  it.each([null, 503, 429])('stops the build when the CMS does not answer (%s)', async (status) => {
    generate.mockRejectedValue(new CmsRequestError(`${CMS_URL}/x`, status, 'a file', 'down'))
    const media = await mediaInSnapshot('foto.jpg', readFileSync(SNAPSHOT_JPEG))
    await expect(mediaImageData(media, {}, context())).rejects.toThrow(CmsRequestError)
    expect(await noticeOf(media.databaseId)).toBeUndefined()
  })
})

describe('an image downloaded from the CMS', () => {
  async function liveMedia(filename: string, body: Buffer, maxBytes = 100_000) {
    cms = await startFakeCms(() => ({ body, headers: { 'content-type': 'image/jpeg' } }))
    origin = { kind: 'cms', download: { http, allowedOrigins: [cms.url], maxBytes } }
    return { databaseId: nextId++, filename, url: `${cms.url}/${UPLOADS}/${filename}` }
  }

  it('is left out when the server sends a web page for it', async () => {
    const media = await liveMedia('inlog.jpg', Buffer.from('<html><body>Log in</body></html>'))
    expect(await mediaImageData(media, {}, context())).toBeNull()
    expect((await noticeOf(media.databaseId))?.problem).toContain(
      'is niet te gebruiken: het bestand is geen afbeelding die de website kan tonen: het is een webpagina (HTML)',
    )
  })

  it('is left out when it is larger than the download cap', async () => {
    const photo = readFileSync(SNAPSHOT_JPEG)
    const media = await liveMedia('groot.jpg', photo, photo.length - 1)
    expect(await mediaImageData(media, {}, context())).toBeNull()
    expect((await noticeOf(media.databaseId))?.problem).toContain(
      `is niet te gebruiken: het bestand is groter dan ${Math.round((photo.length - 1) / 1024)} kB;`,
    )
  })
})
