import { BUDGETS, tapChecks, tapRows, type LoadInteraction, type TimedTap } from '../../scripts/bench/budgets'

const tap = (control: string, ms: number, which: TimedTap['tap'] = 'first'): TimedTap => ({
  page: 'home',
  control,
  tap: which,
  ms,
  fromTouchMs: ms + 60,
})
const load = (inp: number, page = 'home'): LoadInteraction => ({ page, inp, was: 'click on Menu' })

const failing = (taps: TimedTap[], loads: LoadInteraction[] = [load(BUDGETS.inpMs)]) =>
  tapChecks(tapRows(taps), loads)
    .filter((check) => !check.pass)
    .map((check) => `${check.budget}: ${check.subject}`)

describe('the taps’ budgets', () => {
  const { firstTapMedianMs: median, firstTapEveryMs: every, inpMs } = BUDGETS

  it('passes first taps at the median limit with one run at the every-run limit, and INP at its limit', () => {
    expect(failing([tap('Menu', median - 10), tap('Menu', median), tap('Menu', every)])).toEqual([])
  })

  it('fails a control whose median is past the limit, and one with a single run past the every-run limit', () => {
    const taps = [
      ...[median + 1, median + 1, 40].map((ms) => tap('Menu', ms)),
      ...[40, 40, every + 1].map((ms) => tap('Kom in contact', ms)),
      ...[40, 40, 40].map((ms) => tap('Versturen', ms)),
    ]
    expect(failing(taps)).toEqual(['first tap (applied): Menu', 'first tap (applied): Kom in contact'])
  })

  it('never judges second taps', () => {
    expect(failing([tap('Menu', 40), tap('Menu', every * 3, 'second')])).toEqual([])
    expect(tapRows([tap('Menu', 40), tap('Menu', 500, 'second')]).map((row) => row.pass)).toEqual([
      true,
      null,
    ])
  })

  it('fails INP when a single load is past it, and names that load', () => {
    const loads = [load(60), load(inpMs + 1, 'agenda'), load(70)]
    const checks = tapChecks(tapRows([tap('Menu', 40)]), loads)
    const inp = checks.find((check) => check.budget.startsWith('INP'))
    expect(inp).toMatchObject({ pass: false, value: `${inpMs + 1} ms` })
    expect(inp?.subject).toContain('agenda')
  })

  it('keeps each control’s runs in the order measured, with the median from the touch beside them', () => {
    const [row] = tapRows([tap('Menu', 80), tap('Menu', 40), tap('Menu', 60)])
    expect(row).toMatchObject({ runs: [80, 40, 60], median: 60, min: 40, max: 80, fromTouchMedian: 120 })
  })
})
