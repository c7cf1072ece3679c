import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PluginOptions } from 'gatsby'
import { resolveSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { exportSnapshot } from '../../plugins/gatsby-source-wp-rest/src/snapshot/export-snapshot'
import { loadNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/source-nodes'
import { nodesInKeyOrder } from '../helpers/nodes-in-key-order'
import { comparableNodes, identities } from './support/comparable-nodes'
import { CMS_URL, ROOT, cms } from '../helpers/local-cms'

const SNAPSHOT_DIR = path.join(ROOT, 'content/snapshot')
const SNAPSHOT_CMS_URL = 'https://cms.tandem-praktijksoftware.nl'

const settingsFor = (options: Record<string, unknown>) =>
  resolveSettings({
    plugins: [],
    siteUrl: 'https://www.tandem-praktijksoftware.nl',
    ...options,
  } as unknown as PluginOptions)

describe('the local WordPress seeded from the snapshot', () => {
  beforeAll(() => cms('seed'))

  it('creates the same nodes as the snapshot: ids, slugs, paths, parents, menu trees, options, front page', async () => {
    const fromSnapshot = await loadNodeInputs(settingsFor({ snapshotDir: SNAPSHOT_DIR }))
    const fromCms = await loadNodeInputs(settingsFor({ baseUrl: CMS_URL }))
    const live = nodesInKeyOrder(fromCms.nodes, CMS_URL, SNAPSHOT_CMS_URL)

    expect(fromSnapshot.nodes.length).toBeGreaterThan(50)
    expect(identities(live)).toEqual(identities(fromSnapshot.nodes))
    // Everything else too, with content compared as WordPress renders it (see comparable-nodes.ts).
    expect(comparableNodes(live)).toEqual(comparableNodes(fromSnapshot.nodes))
  })

  it('is answered in full on the spec’s list calls (people with per_page=150, menu order)', async () => {
    const response = await fetch(
      `${CMS_URL}/wp-json/wp/v2/people?per_page=150&_embed=1&orderby=menu_order&order=asc`,
    )
    expect(response.status).toBe(200)
    const people = (await response.json()) as Array<{ menu_order: number; _embedded?: unknown }>
    expect(people.map((person) => person.menu_order)).toEqual(
      [...people.map((person) => person.menu_order)].sort((a, b) => a - b),
    )
    expect(people.some((person) => person._embedded !== undefined)).toBe(true)
  })

  it('exported with the snapshot exporter, reproduces the snapshot (documents and media files)', async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'cms-export-')), 'snapshot')
    try {
      const result = await exportSnapshot(CMS_URL, outDir, { timeoutMs: 10_000, retries: 0, backoffMs: 0 })
      expect(result.skippedMedia).toEqual([])
      const exported = await loadNodeInputs(settingsFor({ snapshotDir: outDir }))
      const original = await loadNodeInputs(settingsFor({ snapshotDir: SNAPSHOT_DIR }))
      expect(comparableNodes(exported.nodes, CMS_URL, SNAPSHOT_CMS_URL)).toEqual(
        comparableNodes(original.nodes),
      )
      const mediaFiles = original.nodes
        .filter((node) => node.nodeType === 'WpMedia')
        .map((node) => new URL(String(node.fields.url)).pathname)
      expect(mediaFiles.length).toBeGreaterThan(5)
      for (const file of mediaFiles) {
        expect(await readFile(path.join(outDir, file))).toEqual(await readFile(path.join(SNAPSHOT_DIR, file)))
      }
    } finally {
      await rm(path.dirname(outDir), { recursive: true, force: true })
    }
  })
})
