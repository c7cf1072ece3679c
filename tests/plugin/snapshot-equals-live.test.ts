import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { loadNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/source-nodes'
import { exportSnapshot } from '../../plugins/gatsby-source-wp-rest/src/snapshot/export-snapshot'
import type { PluginOptions } from 'gatsby'
import { nodesInKeyOrder } from '../helpers/nodes-in-key-order'
import { startSnapshotCms } from './support/snapshot-cms'

const SNAPSHOT_DIR = path.resolve(__dirname, '../../content/snapshot')
const SITE_URL = 'https://www.tandem-praktijksoftware.nl'

const settingsFor = (options: Record<string, unknown>) =>
  resolveSettings({ plugins: [], siteUrl: SITE_URL, retries: 0, ...options } as unknown as PluginOptions)

describe('the snapshot and a live CMS create the same nodes', () => {
  let cms: Awaited<ReturnType<typeof startSnapshotCms>>
  // WordPress caps per_page at 100; 4 here makes every list span several pages.
  beforeAll(async () => {
    cms = await startSnapshotCms(SNAPSHOT_DIR, { maxPerPage: 4 })
  })
  afterAll(() => cms.close())

  it('sources identical nodes from both', async () => {
    const fromSnapshot = await loadNodeInputs(settingsFor({ snapshotDir: SNAPSHOT_DIR }))
    const fromLive = await loadNodeInputs(settingsFor({ baseUrl: cms.url }))
    expect(fromSnapshot.nodes.length).toBeGreaterThan(50)
    expect(nodesInKeyOrder(fromLive.nodes, cms.url, cms.snapshotCmsUrl)).toEqual(
      nodesInKeyOrder(fromSnapshot.nodes, '', ''),
    )
    // Lists were really paginated.
    expect(cms.requests).toContain(
      '/wp-json/wp/v2/products?per_page=100&_embed=1&orderby=menu_order&order=asc&page=2',
    )
    expect(cms.requests).toContain(
      '/wp-json/wp/v2/people?per_page=150&_embed=1&orderby=menu_order&order=asc&page=1',
    )
  })

  it('every content type, menu location, the options and the front page are present', async () => {
    const { nodes } = await loadNodeInputs(settingsFor({ snapshotDir: SNAPSHOT_DIR }))
    const types = new Set(nodes.map((node) => node.nodeType))
    for (const type of [
      'WpActivity',
      'WpActivityType',
      'WpCareer',
      'WpPage',
      'WpConcept',
      'WpPartner',
      'WpProduct',
      'WpPerson',
      'WpReference',
      'WpMedia',
      'WpFrontPage',
      'WpSiteOptions',
    ]) {
      expect(types).toContain(type)
    }
    const locations = nodes.filter((node) => node.nodeType === 'WpMenu').map((node) => node.fields.location)
    expect(locations).toEqual(
      expect.arrayContaining([
        'exquise-menu',
        'main-menu',
        'secondary-menu',
        'footer-menu-left',
        'footer-menu-right',
      ]),
    )
  })

  it('the exporter reproduces the snapshot from the live CMS', async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'snapshot-export-')), 'snapshot')
    try {
      const result = await exportSnapshot(cms.url, outDir, { timeoutMs: 5_000, retries: 0, backoffMs: 0 })
      expect(result.skippedMedia).toEqual([])
      const exported = await loadNodeInputs(settingsFor({ snapshotDir: outDir }))
      const original = await loadNodeInputs(settingsFor({ snapshotDir: SNAPSHOT_DIR }))
      expect(nodesInKeyOrder(exported.nodes, cms.url, cms.snapshotCmsUrl)).toEqual(
        nodesInKeyOrder(original.nodes, '', ''),
      )
      const image = 'wp-content/uploads/2026/10'
      const someMedia =
        (original.nodes.find((node) => node.nodeType === 'WpMedia')?.fields.filename as string) ?? ''
      expect(await readFile(path.join(outDir, image, someMedia))).toEqual(
        await readFile(path.join(SNAPSHOT_DIR, image, someMedia)),
      )
    } finally {
      await rm(path.dirname(outDir), { recursive: true, force: true })
    }
  })
})
