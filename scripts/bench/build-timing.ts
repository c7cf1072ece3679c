import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/serve-build'
import { samplePeakMemory } from './process-memory'

export interface BuildFigures {
  seconds: number
  peakMemoryMb: number
  pages: number
}

/** Removes Gatsby's cache and output, so the next build is cold. */
export function cleanBuild(): void {
  rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true })
  rmSync(path.join(ROOT, 'public'), { recursive: true, force: true })
}

/**
 * Runs `gatsby build` with the given environment in `siteDir` (the project by default), timing it from start
 * to exit and sampling the memory of the whole process tree. Output goes to the log only when the build fails.
 */
export async function timedBuild(env: NodeJS.ProcessEnv, siteDir: string = ROOT): Promise<BuildFigures> {
  const started = process.hrtime.bigint()
  const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: siteDir,
    env: { ...process.env, ...env, CI: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const memory = samplePeakMemory(child.pid!)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const peak = memory.stop()
  if (exitCode !== 0) {
    throw new Error(`gatsby build failed (exit ${exitCode}):\n${output.slice(-4000)}`)
  }
  const pages = Number(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/.exec(output)?.[2] ?? NaN)
  return {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    peakMemoryMb: Math.round(peak / 1024 / 1024),
    pages,
  }
}
