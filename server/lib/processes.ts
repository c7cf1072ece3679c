import { readdirSync, readFileSync } from 'node:fs'

/** A process as /proc/PID/stat gives it: the program it runs now, its state letter (R, S, Z, …) and its parent's id. */
export interface ProcessStat {
  pid: number
  /** the program's name (after an exec, the new program's), as the kernel keeps it: at most 15 characters */
  name: string
  state: string
  parent: number
}

/** The process's name, state and parent, or null when it does not exist (or ended while being read). */
export function processStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) is in parentheses and may hold spaces: the state and the parent come after the last ')'.
    const end = stat.lastIndexOf(')')
    const [state = '', parent] = stat.slice(end + 2).split(' ')
    return { pid, name: stat.slice(stat.indexOf('(') + 1, end), state, parent: Number(parent) }
  } catch {
    return null
  }
}

/** A process's command line, its arguments joined by spaces; '' when it does not exist (or ended while read). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** Every process on the machine, from one reading of /proc. */
export function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => processStat(Number(entry)) ?? [])
}
