import { readFileSync } from 'node:fs'
import { allProcesses } from '../../server/lib/processes'

/*
 * Peak memory of a process and everything it starts (Gatsby renders HTML in worker processes), read from
 * /proc. The sum of resident sets counts shared pages once per process, so it errs on the high side.
 */

/** Every process's children, by parent id. */
function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  for (const { pid, parent } of allProcesses()) children.set(parent, [...(children.get(parent) ?? []), pid])
  return children
}

export function residentBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

export function treeResidentBytes(rootPid: number): number {
  const children = childrenOf()
  let total = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()!
    total += residentBytes(pid)
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Samples the tree every `intervalMs` until stopped; returns the highest sum seen. */
export function samplePeakMemory(rootPid: number, intervalMs = 250): { stop(): number } {
  let peak = treeResidentBytes(rootPid)
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(rootPid))
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}
