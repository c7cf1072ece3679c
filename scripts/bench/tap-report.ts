import { BUDGETS, FIRST_TAP_BUDGET, INP_BUDGET, longestLoad, TAPS_NOT_MEASURED_BUDGET } from './budgets'
import { median } from './statistics'
import type { TapResults } from './tap-flows'
import { table } from './text-table'

/** The budget names of the taps' checks (budgets.ts, tapChecks), which this table reports. */
export const TAP_BUDGETS: readonly string[] = [FIRST_TAP_BUDGET, INP_BUDGET, TAPS_NOT_MEASURED_BUDGET]

const range = (values: readonly number[]) => {
  const [min, max] = [Math.min(...values), Math.max(...values)]
  return min === max ? String(min) : `${min}–${max}`
}
const verdict = (pass: boolean | null | undefined) => (pass == null ? '' : pass ? 'pass' : 'FAIL')

/**
 * The interaction table: each control's first and second taps (median and range of every run, ms from the finger
 * lifting to the result on screen, each run's value, and the median from its touch), and INP over every load.
 */
export function formatTapReport({ runs, rows, loads, checks, taps }: TapResults): string {
  const inps = loads.map((load) => load.inp)
  const longest = longestLoad(loads)
  const inpCheck = checks.find((check) => check.budget === INP_BUDGET)
  return [
    `Taps as user flows under the mobile profile, applied (${runs} loads of each page): ms from the finger lifting (pointerup) to the result on screen; "from touch": from its pointerdown, the finger's hold included (pointerdown to pointerup ${range(taps.map((tap) => tap.fromTouchMs - tap.ms))} ms)`,
    table(
      ['control', 'tap', 'median', 'range', 'every run', 'from touch', 'budget', 'result'],
      [
        ...rows.map((row) => [
          row.control,
          row.tap,
          String(row.median),
          range(row.runs),
          row.runs.join(' '),
          String(row.fromTouchMedian),
          row.pass === null ? '' : `median ≤ ${BUDGETS.firstTapMedianMs}, each ≤ ${BUDGETS.firstTapEveryMs}`,
          verdict(row.pass),
        ]),
        [
          'INP (each load)',
          '',
          String(median(inps)),
          range(inps),
          // 0: no interaction of that load took the observer's 16 ms (Event Timing reports none shorter)
          inps.map((inp) => (inp === 0 ? '<16' : String(inp))).join(' '),
          '',
          `each ≤ ${BUDGETS.inpMs}`,
          verdict(inpCheck?.pass),
        ],
      ],
    ),
    longest
      ? `The longest interaction: ${longest.inp} ms, ${longest.was} (${longest.page}).`
      : 'No load measured.',
  ].join('\n')
}
