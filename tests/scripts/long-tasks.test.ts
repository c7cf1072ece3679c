import { longTasksOf, SourceMaps, type TraceEvent } from '../../scripts/bench/long-tasks'

/** A trace of two renderer main threads; the busier one is the measured page's. */
const thread = (pid: number, name = 'CrRendererMain'): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid: 1,
  args: { name },
})
const task = (pid: number, ts: number, durMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  pid,
  tid: 1,
})
const call = (
  pid: number,
  ts: number,
  durMs: number,
  name: string,
  data: Record<string, unknown>,
): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  pid,
  tid: 1,
  args: { data },
})

const SITE = 'http://127.0.0.1:9300'
const trace: TraceEvent[] = [
  thread(1),
  thread(2),
  task(2, 0, 5),
  task(1, 1_000, 10),
  // 80 ms: a script evaluated, with a function call inside it (part of the evaluation), then a timer
  task(1, 100_000, 80),
  call(1, 100_000, 60, 'EvaluateScript', { url: `${SITE}/app-abc.js` }),
  call(1, 101_000, 40, 'FunctionCall', {
    url: `${SITE}/app-abc.js`,
    functionName: 'e',
    lineNumber: 1,
    columnNumber: 5,
  }),
  call(1, 160_000, 20, 'TimerFire', {}),
  // 14 ms: long only when the simulation multiplies it by 4
  task(1, 300_000, 14),
]

describe('long tasks from a Lighthouse trace', () => {
  const noMaps = new SourceMaps(null)

  it('lists the tasks past 50 ms on the page’s main thread, with their outermost script work, longest first', () => {
    const tasks = longTasksOf(trace, 1, noMaps)
    expect(tasks).toHaveLength(1)
    expect(tasks[0]).toMatchObject({ startMs: 99, durationMs: 80, blockingMs: 30 })
    expect(tasks[0]!.work).toEqual([
      { kind: 'EvaluateScript', script: 'app-abc.js', fn: '(the script itself)', source: '', ms: 60 },
      { kind: 'TimerFire', script: '', fn: '(anonymous)', source: '', ms: 20 },
    ])
  })

  it('multiplies the fast load’s tasks as the simulation does', () => {
    const tasks = longTasksOf(trace, 4, noMaps)
    expect(tasks.map((found) => found.durationMs)).toEqual([320, 56])
    expect(tasks[0]!.work[0]!.ms).toBe(240)
  })

  it('finds nothing without a renderer main thread', () => {
    expect(longTasksOf([task(1, 0, 500)], 1, noMaps)).toEqual([])
  })
})
