import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { cmsPhpEnvironment, ROOT } from '../helpers/local-cms'

/**
 * The rule behind the editor's notice (includes/publication.php): a save is in the first build that started after
 * it, and an item the newest live version left out is not online. Run in the real WordPress with stand-in
 * statuses: the named cases, then generated histories against the rule's invariants.
 */
interface Build {
  release: string
  started: string
  finished: string | null
  outcome: 'building' | 'succeeded' | 'failed'
  notices?: Array<{ id: number; outcome: 'left-out' | 'cut'; problem: string }>
  reason?: string
}
interface Case {
  status: { history: Build[]; building: Build | null; queued: number; paused: null | { since: string } }
  post: { status: string; saved: number }
  hook: boolean
}
interface State {
  state: string
  message: string
}

const ITEM = 4242
const NOW = Math.floor(Date.now() / 1000)
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
let releases = 0
const build = (started: number, outcome: Build['outcome'], extra: Partial<Build> = {}): Build => ({
  release: `r${(releases += 1)}`,
  started: iso(started),
  finished: outcome === 'building' ? null : iso(started + 60),
  outcome,
  ...extra,
})
const leftOut = {
  notices: [{ id: ITEM, outcome: 'left-out' as const, problem: 'de bovenliggende pagina ontbreekt' }],
}

function statesOf(cases: Case[]): State[] {
  const output = execFileSync('php', [path.join(ROOT, 'tests/cms/support/publication-state.php')], {
    input: cases.map((one) => JSON.stringify(one)).join('\n'),
    encoding: 'utf8',
    env: cmsPhpEnvironment(),
  })
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as State)
}

const caseOf = (history: Build[], saved: number, extra: Partial<Case['status']> = {}): Case => ({
  status: {
    history: [...history].reverse(),
    building: history.find((one) => one.outcome === 'building') ?? null,
    queued: 0,
    paused: null,
    ...extra,
  },
  post: { status: 'publish', saved },
  hook: true,
})

describe('whether a save is online, as the editor is told', () => {
  it('names each state by its rule', () => {
    const named: Array<[string, Case, RegExp]> = [
      [
        'a build started after the save succeeded',
        caseOf([build(NOW - 100, 'succeeded')], NOW - 120),
        /^Staat online sinds/,
      ],
      [
        'the build after the save is running',
        caseOf([build(NOW - 30, 'building')], NOW - 40),
        /^De website wordt bijgewerkt…$/,
      ],
      [
        'the save is queued behind a running build',
        caseOf([build(NOW - 30, 'building')], NOW - 10, { queued: 1 }),
        /^De website wordt bijgewerkt…$/,
      ],
      [
        'the build after the save failed',
        caseOf([build(NOW - 100, 'failed', { reason: 'WordPress gaf geen antwoord' })], NOW - 120),
        /^Niet gepubliceerd: WordPress gaf geen antwoord\.$/,
      ],
      [
        'a failed build, then one that succeeded',
        caseOf([build(NOW - 300, 'failed'), build(NOW - 100, 'succeeded')], NOW - 400),
        /^Staat online sinds/,
      ],
      [
        'the newest build left it out',
        caseOf([build(NOW - 300, 'succeeded'), build(NOW - 100, 'succeeded', leftOut)], NOW - 400),
        /^Niet gepubliceerd: de bovenliggende pagina ontbreekt/,
      ],
      [
        'saved before every build listed',
        caseOf([build(NOW - 300, 'succeeded')], NOW - 9000),
        /^Staat online sinds/,
      ],
      [
        'publishing is paused',
        caseOf([build(NOW - 300, 'succeeded')], NOW - 100, { paused: { since: iso(NOW - 200) } }),
        /^Nog niet online: publiceren staat stil/,
      ],
      [
        'saved a moment ago, no build yet',
        caseOf([build(NOW - 300, 'succeeded')], NOW - 5),
        /^De website wordt bijgewerkt…$/,
      ],
    ]
    const states = statesOf(named.map(([, one]) => one))
    named.forEach(([name, , expected], index) =>
      expect(`${name}: ${states[index]?.message}`).toMatch(
        new RegExp(`^${name}: ${expected.source.slice(1)}`),
      ),
    )
    const draft = statesOf([{ ...caseOf([], NOW), post: { status: 'draft', saved: NOW } }])
    expect(draft[0]?.state).toBe('none')
  })

  it('never says “online” while a build after the save runs, or when the newest build left the item out (generated histories)', () => {
    let seed = 52
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const cases: Case[] = []
    for (let index = 0; index < 300; index += 1) {
      const count = Math.floor(random() * 6)
      const history: Build[] = []
      let at = NOW - 3000
      for (let one = 0; one < count; one += 1) {
        at += 60 + Math.floor(random() * 400)
        const last = one === count - 1
        const outcome = last && random() < 0.3 ? 'building' : random() < 0.3 ? 'failed' : 'succeeded'
        history.push(build(at, outcome, outcome === 'succeeded' && random() < 0.3 ? leftOut : {}))
      }
      cases.push(
        caseOf(history, NOW - 3000 + Math.floor(random() * 3000), { queued: random() < 0.2 ? 1 : 0 }),
      )
    }
    const states = statesOf(cases)
    cases.forEach((one, index) => {
      const state = states[index]!
      const history = [...one.status.history].reverse()
      const newestSucceeded = history.filter((b) => b.outcome === 'succeeded').pop()
      const after = history.filter((b) => Date.parse(b.started) / 1000 >= one.post.saved)
      // The save is in the first build after it that succeeded; until then, one running means "being updated".
      const runningAfterSave =
        after.some((b) => b.outcome === 'building') && !after.some((b) => b.outcome === 'succeeded')
      const context = JSON.stringify({ saved: one.post.saved, history, state })
      expect(['live', 'building', 'failed', 'unknown']).toContain(state.state)
      if (newestSucceeded?.notices?.some((notice) => notice.id === ITEM))
        expect(`${state.state} ${context}`).not.toMatch(/^live/)
      if (runningAfterSave) expect(`${state.state} ${context}`).toMatch(/^building/)
    })
  })
})
