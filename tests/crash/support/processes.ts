import { allProcesses, commandLine } from '../../../server/lib/processes'

/** Every process: its id, its parent's and its command line (from /proc). */
function processTable(): Array<{ pid: number; parent: number; command: string }> {
  // A process that ended meanwhile has no command line left: it is not in the table.
  return allProcesses().flatMap(({ pid, parent }) => {
    const command = commandLine(pid)
    return command ? [{ pid, parent, command }] : []
  })
}

/** The topmost processes whose command line contains `text` (not those a matching process started). */
export function processesRunning(text: string): number[] {
  const table = processTable()
  const matching = new Set(table.filter((entry) => entry.command.includes(text)).map((entry) => entry.pid))
  return table
    .filter((entry) => matching.has(entry.pid) && !matching.has(entry.parent))
    .map((entry) => entry.pid)
}

/** SIGKILL for these processes only (what they started lives on, as after a crash); how many were killed. */
export function killProcesses(pids: readonly number[]): number {
  let killed = 0
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
      killed++
    } catch {
      // already gone
    }
  }
  return killed
}
