import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

/**
 * The long tasks of one Lighthouse load, from its trace: what ran in each main-thread task that Lighthouse counts
 * toward Total Blocking Time, down to the script and function, so the cause of a TBT is on the table rather than
 * guessed.
 *
 * Under applied throttling the trace is the slowed load itself. Under simulated throttling it is the fast load
 * that Lighthouse's model replays with the CPU 4× slower, so its tasks are multiplied by that factor here, as the
 * model does (the model also moves tasks in time; it does not make them longer or shorter).
 */
export interface LongTask {
  /** when the task started, ms after the first task of the page's main thread */
  startMs: number
  /** its length as Lighthouse counts it (simulated: the observed length × the CPU slowdown) */
  durationMs: number
  /** what Lighthouse's TBT counts of it: the part past 50 ms */
  blockingMs: number
  /** the largest pieces of work that ran in it (script, or parsing, style, layout …), longest first */
  work: ScriptWork[]
}

export interface ScriptWork {
  /** "FunctionCall", "EvaluateScript", "TimerFire", … (Chromium's name for the kind of work) */
  kind: string
  /** the script's file name in the build ("app-1d6d….js"), or "" */
  script: string
  /** the function as the build's source map names it, else as the trace does, else "(anonymous)"; "" for work
   * that is not script */
  fn: string
  /** the function's source file and line from the source map ("src/lib/hydrate-app.ts:12"), or "" */
  source: string
  ms: number
}

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

/** Lighthouse counts what a task runs past 50 ms. */
const BLOCKING_FROM_MS = 50
/** Work inside a task that runs script, and is worth naming. */
const SCRIPT_WORK = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.runMicrotasks',
  'RunMicrotasks',
  'v8.compileModule',
  'v8.evaluateModule',
])

/** The renderer's main thread of the measured page: the busiest CrRendererMain of the trace. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
  let best: { pid: number; tid: number; busy: number } | null = null
  for (const { pid, tid } of mains) {
    const busy = events
      .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0)
    if (!best || busy > best.busy) best = { pid, tid, busy }
  }
  return best && { pid: best.pid, tid: best.tid }
}

/** Finds a function's original name and place through the build's source maps (`<script>.map` in the build). */
export class SourceMaps {
  private readonly maps = new Map<string, TraceMap | null>()

  /** `publicDir`: the build whose `.map` files are read; null resolves nothing */
  constructor(private readonly publicDir: string | null) {}

  resolve(scriptUrl: string, line: number, column: number): { fn: string; source: string } | null {
    const file = scriptFile(scriptUrl)
    if (!file || this.publicDir === null) return null
    let map = this.maps.get(file)
    if (map === undefined) {
      const mapFile = path.join(this.publicDir, `${file}.map`)
      map = existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null
      this.maps.set(file, map)
    }
    if (!map) return null
    // The trace's lineNumber and columnNumber count from 1; trace-mapping's line from 1, column from 0.
    const position = originalPositionFor(map, { line, column: Math.max(0, column - 1) })
    if (position.source === null) return null
    const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
    return { fn: position.name ?? '', source: `${source}:${position.line}` }
  }
}

/** "app-1d6d….js" from a script's address on the measured site; "" for anything else. */
function scriptFile(url: string): string {
  try {
    const { pathname } = new URL(url)
    return /^\/[^/]+\.js$/.test(pathname) ? pathname.slice(1) : ''
  } catch {
    return ''
  }
}

function describeWork(event: TraceEvent, multiplier: number, maps: SourceMaps): ScriptWork {
  const ms = ((event.dur ?? 0) / 1000) * multiplier
  if (!SCRIPT_WORK.has(event.name)) return { kind: event.name, script: '', fn: '', source: '', ms }
  const data = event.args?.data ?? {}
  const url =
    typeof data.url === 'string' ? data.url : typeof data.scriptName === 'string' ? data.scriptName : ''
  const traced = typeof data.functionName === 'string' && data.functionName !== '' ? data.functionName : ''
  const line = typeof data.lineNumber === 'number' ? data.lineNumber : null
  const column = typeof data.columnNumber === 'number' ? data.columnNumber : 0
  const original = line === null ? null : maps.resolve(url, line, column)
  return {
    kind: event.name,
    script: scriptFile(url) || url.replace(/^https?:\/\/[^/]+/, ''),
    fn: original?.fn || traced || (event.name === 'EvaluateScript' ? '(the script itself)' : '(anonymous)'),
    source: original?.source ?? '',
    ms,
  }
}

/**
 * The page's long tasks in the trace of one load: each task of the main thread that is longer than 50 ms as
 * Lighthouse counts it (`cpuMultiplier`: 4 for a simulated run, 1 for an applied one), with the `top` largest
 * pieces of script in it.
 */
export function longTasksOf(
  events: readonly TraceEvent[],
  cpuMultiplier: number,
  maps: SourceMaps,
  top = 3,
): LongTask[] {
  const thread = mainThread(events)
  if (!thread) return []
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  const tasks = onThread.filter((event) => event.name === 'RunTask')
  const firstTs = tasks[0]?.ts ?? 0
  return tasks
    .filter((task) => ((task.dur ?? 0) / 1000) * cpuMultiplier > BLOCKING_FROM_MS)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      const inside = onThread
        .filter((event) => event !== task && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 0)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
      // Only the outermost pieces: a function call inside a timer is part of the timer's time; work that is not
      // script (parsing HTML, style, layout) is named by its kind.
      const outermost: TraceEvent[] = []
      let coveredUntil = -Infinity
      for (const event of inside) {
        if (event.ts < coveredUntil) continue
        outermost.push(event)
        coveredUntil = event.ts + (event.dur ?? 0)
      }
      const durationMs = ((task.dur ?? 0) / 1000) * cpuMultiplier
      return {
        startMs: (task.ts - firstTs) / 1000,
        durationMs,
        blockingMs: durationMs - BLOCKING_FROM_MS,
        work: outermost
          .map((event) => describeWork(event, cpuMultiplier, maps))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, top),
      }
    })
}
