import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { processStat } from '../../server/lib/processes'
import { isRunning, runningFrom, startService, stopService, waitUntil } from '../../server/lib/services'

/** A process's state letter (R, S, Z, …), or 'gone'. */
const state = (pid: number) => processStat(pid)?.state ?? 'gone'

describe('background services', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'services-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('counts a process that has ended but is not reaped yet (a zombie) as stopped', async () => {
    // The background `head` ends once it has read a byte from the test; its parent, `sleep 30` after exec, never
    // reaps it. The byte goes only once the parent is `sleep`: a child that ended while its parent was still bash
    // was reaped by bash (it happened under load), and there was no zombie to count.
    const parent = spawn(
      'bash',
      ['-c', 'exec 3<&0; head -c 1 <&3 >/dev/null & echo $!; exec sleep 30 <&- 3<&-'],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    )
    try {
      const child = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk)))),
      )
      expect(await waitUntil(() => processStat(parent.pid!)?.name === 'sleep', 4000)).toBe(true)
      expect(state(child)).not.toBe('Z')
      parent.stdin.end('x')
      expect(await waitUntil(() => state(child) === 'Z', 4000)).toBe(true)
      expect(isRunning(child)).toBe(false)
      expect(isRunning(parent.pid!)).toBe(true)
    } finally {
      parent.kill('SIGKILL')
    }
  })

  it('starts a service in a session of its own, finds it by its id file, and stops it with what it started', async () => {
    const pidFile = path.join(dir, 'run/service.pid')
    const logFile = path.join(dir, 'service.log')
    const pid = startService(pidFile, logFile, 'bash', ['-c', 'sleep 30 & echo "started $!"; wait'], {
      cwd: dir,
      env: process.env,
    })
    const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
    expect(await waitUntil(() => /started \d+/.test(log()), 10_000)).toBe(true)
    const started = Number(/started (\d+)/.exec(log())?.[1])
    expect(runningFrom(pidFile)).toBe(pid)
    await stopService(pidFile)
    expect(isRunning(pid)).toBe(false)
    expect(await waitUntil(() => !isRunning(started), 10_000)).toBe(true)
    expect(existsSync(pidFile)).toBe(false)
    expect(runningFrom(pidFile)).toBeNull()
  })
})
