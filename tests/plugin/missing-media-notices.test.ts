import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildArgs, GatsbyCache, Node, PluginOptions } from 'gatsby'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import {
  noteMediaFound,
  noteMediaMissing,
  onPostBuild,
} from '../../plugins/gatsby-source-wp-rest/src/notices/missing-media'

/**
 * A missing featured image is noticed by the query that asks for it, and an incremental build runs that query only
 * when its data changed: the notice must still be listed by the builds after it, until the image is found again.
 */
class MapCache implements Pick<GatsbyCache, 'get' | 'set' | 'del'> {
  readonly values = new Map<string, unknown>()
  async get(key: string) {
    return this.values.get(key)
  }
  async set<T>(key: string, value: T) {
    this.values.set(key, value)
    return value
  }
  async del(key: string) {
    this.values.delete(key)
  }
}

const notice = (mediaId: number): ItemNotice => ({
  restType: 'media',
  id: mediaId,
  label: `foto-${mediaId}.png`,
  outcome: 'cut',
  problem: `de afbeelding foto-${mediaId}.png ontbreekt (de server antwoordt 404)`,
})

describe('missing featured images across builds', () => {
  let dir: string
  let file: string
  const cache = new MapCache()

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'missing-media-'))
    file = path.join(dir, 'notices')
    process.env.BUILD_NOTICES_FILE = file
  })
  afterEach(() => {
    delete process.env.BUILD_NOTICES_FILE
    rmSync(dir, { recursive: true, force: true })
  })

  /** One build's end: the media items that exist, and the notices it wrote for WordPress. */
  async function buildEnds(mediaIds: number[]): Promise<ItemNotice[]> {
    const warnings: string[] = []
    const args = {
      cache,
      getNodesByType: (type: string) =>
        type === 'WpMedia' ? mediaIds.map((databaseId) => ({ databaseId }) as unknown as Node) : [],
      reporter: { warn: (message: string) => warnings.push(message) },
    } as unknown as BuildArgs
    await onPostBuild!(args, {} as PluginOptions, () => undefined)
    const written = readFileSync(file, { encoding: 'utf8', flag: 'a+' })
    expect(warnings).toHaveLength(written.split('\n').filter(Boolean).length)
    return written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ItemNotice)
  }

  it('lists a missing image in the build that found it and in the builds that did not ask again', async () => {
    await noteMediaMissing(cache, 7, notice(7))
    await noteMediaFound(cache, 8)
    expect(await buildEnds([7, 8])).toEqual([notice(7)])
    // The next, incremental build runs no query for it.
    rmSync(file, { force: true })
    expect(await buildEnds([7, 8])).toEqual([notice(7)])
  })

  it('drops it once a query finds the image again, or the media item is gone', async () => {
    await noteMediaMissing(cache, 11, notice(11))
    await noteMediaMissing(cache, 12, notice(12))
    await noteMediaFound(cache, 11)
    expect(await buildEnds([11, 12])).toEqual([notice(12)])
    rmSync(file, { force: true })
    expect(await buildEnds([11])).toEqual([])
  })
})
