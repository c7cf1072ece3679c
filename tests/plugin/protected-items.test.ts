import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PluginOptions } from 'gatsby'
import { resolveSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { loadNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/source-nodes'
import { isPasswordProtected } from '../../plugins/gatsby-source-wp-rest/src/source/protected-items'

const SNAPSHOT_DIR = path.resolve(__dirname, '../../content/snapshot')

describe('password-protected items are never built', () => {
  it.each([
    ['content', { content: { rendered: '', protected: true } }, true],
    ['excerpt', { excerpt: { rendered: '', protected: true } }, true],
    ['title', { title: { rendered: 'x', protected: true } }, true],
    ['none', { content: { rendered: '<p>x</p>', protected: false }, title: { rendered: 'x' } }, false],
  ])('protected in %s: %s', (_field, item, expected) => {
    expect(isPasswordProtected(item)).toBe(expected)
  })

  let snapshotDir: string
  beforeAll(async () => {
    snapshotDir = await mkdtemp(path.join(tmpdir(), 'protected-'))
    await cp(SNAPSHOT_DIR, snapshotDir, { recursive: true })
    const careersFile = path.join(snapshotDir, 'wp/v2/careers.json')
    const careers = JSON.parse(await readFile(careersFile, 'utf8')) as Array<Record<string, unknown>>
    // What WordPress answers for a protected item to anyone without its password.
    careers[0] = {
      ...careers[0],
      content: { rendered: '', protected: true },
      excerpt: { rendered: '', protected: true },
    }
    await writeFile(careersFile, JSON.stringify(careers))
  })
  afterAll(() => rm(snapshotDir, { recursive: true, force: true }))

  it('a build leaves a protected career out and names it', async () => {
    const settings = resolveSettings({
      plugins: [],
      siteUrl: 'https://www.tandem-praktijksoftware.nl',
      snapshotDir,
    } as unknown as PluginOptions)
    const { nodes, skippedProtected } = await loadNodeInputs(settings)
    const careers = nodes.filter((node) => node.nodeType === 'WpCareer')
    expect(careers.map((node) => node.fields.databaseId)).not.toContain(201)
    expect(careers.length).toBeGreaterThan(0)
    expect(skippedProtected).toEqual(['careers 201 (supportmedewerker-tandartspraktijken)'])
  })
})
