import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { requireProgram } from './system-programs'

/** flock(1)'s exit code here when the lock stayed taken for the whole wait. */
const NOT_FREE = 75

/**
 * Runs `work` holding an exclusive lock on `file`, waiting up to `waitSeconds` for it; null when it stayed taken.
 *
 * The lock is the kernel's (flock(2)), so it goes with the process: one killed in the middle (SIGKILL, the OOM
 * killer) leaves no stale lock behind. Node has no flock of its own, so flock(1) takes it on a descriptor this
 * process opened and hands over as its fd 3 (flock's "flock [options] number" form): the lock belongs to the open
 * file, which this process keeps until `work` is done. Node opens every file close-on-exec, so the programs
 * `work` starts (Gatsby, rsync) do not hold it.
 */
export async function withLock<T>(
  file: string,
  waitSeconds: number,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const descriptor = openSync(file, 'a')
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const flock = spawn(
        requireProgram('flock'),
        ['--wait', String(waitSeconds), '--conflict-exit-code', String(NOT_FREE), '3'],
        { stdio: ['ignore', 'inherit', 'inherit', descriptor] },
      )
      flock.once('error', reject)
      flock.once('exit', resolve)
    })
    if (code === NOT_FREE) return null
    if (code !== 0) throw new Error(`flock could not lock ${file} (exit ${code})`)
    return { value: await work() }
  } finally {
    closeSync(descriptor)
  }
}
