import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readStartedAt } from '../../plugins/gatsby-source-wp-rest/exports'
import { readBuildSteps, type BuildStep } from '../../src/build/build-steps'
import { commandLine } from '../lib/processes'
import { isRunning, runningFrom } from '../lib/services'
import type { PublishSettings } from '../settings'

/** Where a build's time went, in seconds (from the build's own step markers, see buildTimings). */
export interface BuildTimings {
  /** the source plugin: the CMS's lists and documents, and the nodes made from them */
  sourcing: number
  /** Node and Gatsby starting, config, plugins, schema, pages: Gatsby's bootstrap without the sourcing */
  bootstrap: number
  /** queries, JavaScript and CSS bundles, HTML for the changed pages, post-build steps */
  pages: number
}

export interface GatsbyBuild {
  exitCode: number | null
  seconds: number
  timings: BuildTimings | null
  /** when the build started reading the CMS (ms since 1970, from the source plugin's line), or null */
  cmsReadAtMs: number | null
}

/**
 * The phases of one build from the moments it noted (src/build/build-steps.ts) and its start and exit as the
 * service saw them; null when the build did not get that far.
 */
export function buildTimings(
  steps: Partial<Record<BuildStep, number>>,
  startedMs: number,
  exitedMs: number,
): BuildTimings | null {
  const { sourcing, sourced, bootstrapped } = steps
  if (sourcing === undefined || sourced === undefined || bootstrapped === undefined) return null
  const round = (ms: number) => Math.round(ms / 10) / 100
  return {
    sourcing: round(sourced - sourcing),
    // Starting Node, Gatsby's CLI and config come before the sourcing.
    bootstrap: round(bootstrapped - startedMs - (sourced - sourcing)),
    pages: round(exitedMs - bootstrapped),
  }
}

/** The running build's process group, noted so that a service started after a crash can stop it. */
const buildPidFile = (settings: PublishSettings) => path.join(settings.runDir, 'build.pid')

/**
 * Stops a build a stopped service left running (its process group: Gatsby and its workers), which would
 * otherwise go on writing public/ under the next one. Returns its process id, or null when there was none.
 */
export function stopLeftoverBuild(settings: PublishSettings): number | null {
  const pid = runningFrom(buildPidFile(settings))
  rmSync(buildPidFile(settings), { force: true })
  // After a reboot the number may belong to another program: only a Gatsby build is stopped.
  if (pid === null || !commandLine(pid).includes('gatsby')) return null
  stopBuildGroup(pid)
  return pid
}

function stopBuildGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // gone meanwhile
  }
}

/** The build under way, if any: the service stops it when it is stopped itself. */
let current: number | null = null
export function stopCurrentBuild(): void {
  if (current !== null && isRunning(current)) stopBuildGroup(current)
}

/**
 * `gatsby build` in the project, its output into `logFile`, what it left out or cut into `noticesFile`
 * (BUILD_NOTICES_FILE); resolves when it exits, never throws on failure. It runs in a process group of its own.
 */
export function runGatsbyBuild(
  settings: PublishSettings,
  logFile: string,
  noticesFile: string,
): Promise<GatsbyBuild> {
  const started = performance.now()
  const startedMs = Date.now()
  const stepsFile = `${logFile}.steps`
  const log = createWriteStream(logFile)
  return new Promise((resolve) => {
    // The build gets the service's settings (CMS_URL, SITE_URL, …) but not the hook's secret.
    const child = spawn(path.join(settings.siteDir, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: settings.siteDir,
      env: {
        ...settings.buildEnvironment,
        CI: 'true',
        NO_COLOR: '1',
        BUILD_NOTICES_FILE: noticesFile,
        BUILD_STEPS_FILE: stepsFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    if (child.pid !== undefined) {
      current = child.pid
      mkdirSync(settings.runDir, { recursive: true })
      writeFileSync(buildPidFile(settings), String(child.pid))
    }
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('error', (error) => log.write(`\n${error.message}\n`))
    child.on('close', (exitCode) => {
      current = null
      rmSync(buildPidFile(settings), { force: true })
      log.end(() => {
        const seconds = (performance.now() - started) / 1000
        const steps = existsSync(stepsFile) ? readBuildSteps(readFileSync(stepsFile, 'utf8')) : {}
        rmSync(stepsFile, { force: true })
        resolve({
          exitCode,
          seconds,
          timings: buildTimings(steps, startedMs, startedMs + seconds * 1000),
          cmsReadAtMs: readStartedAt(readFileSync(logFile, 'utf8')),
        })
      })
    })
  })
}

/**
 * Why a build failed, for the status: Gatsby's own error lines ("error Could not source content: …"), or the
 * end of the log when there are none.
 */
export function failureReason(logFile: string): string {
  let log: string
  try {
    log = readFileSync(logFile, 'utf8')
  } catch {
    return ''
  }
  const errors = log.split('\n').filter((line) => /^(error|ERROR)\b/.test(line))
  const reason = errors.length > 0 ? errors.slice(0, 3) : log.trimEnd().split('\n').slice(-12)
  return reason.join('\n').slice(0, 2000)
}
