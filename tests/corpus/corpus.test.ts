import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeCorpusSnapshot, type CorpusCase } from './corpus'
import { noticeFor, SNAPSHOT_DIR, sourceLikeABuild } from './run-corpus'
import type { NodeInput } from '../../plugins/gatsby-source-wp-rest/src/normalize/node-input'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'

/**
 * The bad-content corpus (tests/corpus/): every field of every type and every property items share, each with
 * every kind of bad value, all in one copy of the snapshot at once, sourced the way a build sources. Each case
 * must come out as a notice naming its item and field, with a reason in Dutch; nothing may throw; every other
 * item must come out as it would without the corpus. The same copy is built by `npm test` (corpus-build.sh).
 */
describe('the bad-content corpus', () => {
  let dir: string
  let cases: CorpusCase[]
  let nodes: NodeInput[]
  let notices: ItemNotice[]
  let demoNodes: NodeInput[]

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'corpus-'))
    cases = await writeCorpusSnapshot(SNAPSHOT_DIR, path.join(dir, 'snapshot'))
    ;({ nodes, notices } = await sourceLikeABuild(path.join(dir, 'snapshot'), path.join(dir, 'public')))
    demoNodes = (await sourceLikeABuild(SNAPSHOT_DIR, path.join(dir, 'public-demo'))).nodes
    console.info(`The bad-content corpus: ${cases.length} cases, ${notices.length} notices`)
  }, 60_000)
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('has at least 300 cases, each with a name of its own', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300)
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length)
  })

  it('names every case: its item, its field, what happened, and why in Dutch', () => {
    const unnamed = cases.filter((testCase) => noticeFor(testCase, notices) === undefined)
    const shown = unnamed.map((testCase) => ({
      ...testCase,
      got: notices.filter((notice) => notice.id === testCase.id && notice.restType === testCase.restType),
    }))
    expect(shown).toEqual([])
  })

  it('gives every notice a reason it understood, not a generic one', () => {
    const generic = notices.filter((notice) =>
      /kon niet worden gelezen|verkeerde vorm \((?!een|leeg|ja|tekst|ontbreekt)/.test(notice.problem),
    )
    expect(generic).toEqual([])
  })

  it('publishes the cases that only lose a field, and leaves out those that cannot be published', () => {
    const keys = new Set(nodes.map((node) => `${node.nodeType}:${String(node.fields.databaseId)}`))
    const wrong = cases.filter((testCase) => {
      if (testCase.restType === 'media' || testCase.restType === 'menu') return false
      const published = [...keys].some((key) => key.endsWith(`:${testCase.id}`) && !key.startsWith('WpMedia'))
      // Left out at the route level (an address taken), the item still has its node but no page.
      return testCase.outcome === 'cut'
        ? !published
        : published && testCase.field !== 'slug' && testCase.field !== 'link'
    })
    expect(wrong.map((testCase) => testCase.name)).toEqual([])
  })

  it('leaves every item of the demo content as it is', () => {
    const corpusFree = nodes.filter((node) => demoNodes.some((demo) => demo.key === node.key))
    const byKey = new Map(corpusFree.map((node) => [node.key, node]))
    for (const demo of demoNodes) {
      if (demo.nodeType === 'WpMenu' || demo.nodeType === 'WpActivityType') continue
      expect(byKey.get(demo.key)).toEqual(demo)
    }
  })
})
