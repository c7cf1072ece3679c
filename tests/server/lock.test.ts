import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withLock } from '../../server/lib/lock'

/**
 * The build lock: one holder at a time, a waiter that gives up after its wait, and no stale lock when the holder
 * is killed (the kernel's lock goes with the process).
 */
describe('the build lock', () => {
  let dir: string
  let lockFile: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-lock-'))
    lockFile = path.join(dir, 'build.lock')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('runs the work holding the lock, and lets the next holder in afterwards', async () => {
    const order: string[] = []
    const first = withLock(lockFile, 10, async () => {
      order.push('first in')
      // The second asks meanwhile and must wait for this one.
      const second = withLock(lockFile, 10, async () => void order.push('second in'))
      await new Promise((resolve) => setTimeout(resolve, 200))
      order.push('first out')
      return { second } // in an object: returning the promise itself would wait for it inside the lock
    })
    expect(await (await first)!.value.second).toEqual({ value: undefined })
    expect(order).toEqual(['first in', 'first out', 'second in'])
  })

  it('gives up when the lock stays taken for the whole wait, without running the work', async () => {
    let ran = false
    const held = await withLock(lockFile, 10, () => withLock(lockFile, 0, async () => void (ran = true)))
    expect(held).toEqual({ value: null })
    expect(ran).toBe(false)
  })

  it('is free again when its holder is killed', async () => {
    // Another process takes the lock the same way and is then killed with SIGKILL, as the OOM killer would. (Its
    // interval keeps it alive: a promise that never settles would not, and its exit would free the lock early.)
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.resolve(__dirname, '../../server/lib/lock'))})
          .withLock(${JSON.stringify(lockFile)}, 10, () => { process.stdout.write('held\\n'); return new Promise(() => setInterval(() => {}, 1000)) })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()))
    expect(await withLock(lockFile, 0, async () => 'taken')).toBeNull()
    holder.kill('SIGKILL')
    await new Promise((resolve) => holder.once('exit', resolve))
    expect(await withLock(lockFile, 0, async () => 'taken')).toEqual({ value: 'taken' })
    expect(existsSync(lockFile)).toBe(true)
  })
})
