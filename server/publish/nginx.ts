import { execFile } from 'node:child_process'
import { existsSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'
import { loopbackSite, writeNginxMainConfig } from '../lib/nginx-main-config'
import { allProcesses } from '../lib/processes'
import { isRunning, runningFrom, waitUntil } from '../lib/services'
import { promisify } from 'node:util'
import { liveSiteUrl, ROOT, systemProgram, type PublishSettings } from '../settings'

/**
 * nginx serving the live release (the `live` link a build switches) on http://127.0.0.1:PUBLISH_SITE_PORT, with its
 * own config and prefix in PUBLISH_DIR/nginx (no system service is touched), and the builds' status at
 * /_publish/status.json for this machine only (loopback), with the site's own headers.
 *
 * The site's rules: the live release's own nginx/http.conf and nginx/server.conf when its build wrote them, else
 * nginx/site.conf beside this file (plus the release's redirects.nginx.conf). `reload` writes the config again for
 * the release now live and has nginx take it up without dropping a request; `testRelease` checks the config a
 * release would get with `nginx -t`, before the switch (switch.ts).
 */
const SITE_RULES = path.join(ROOT, 'server/publish/nginx/site.conf')
/** How long a reload waits for the old workers (one may be finishing a slow download). */
const OLD_WORKERS_LIMIT_MS = 30_000

const workDir = (settings: PublishSettings) => path.join(settings.stateDir, 'nginx')
const pidFile = (dir: string) => path.join(dir, 'nginx.pid')

/** The config serving `root` (the live link, or a release to test) with that release's rules, into dir. */
function writeConfig(settings: PublishSettings, root: string, dir: string): string {
  const ownRules = existsSync(path.join(root, 'nginx/server.conf'))
  const httpInclude = ownRules ? `include "${root}/nginx/http.conf";` : ''
  const serverInclude = ownRules
    ? `include "${root}/nginx/server.conf";`
    : `include "${SITE_RULES}";
        include "${root}/redirects.nginx[.]conf"; # the build's 301s; the pattern also matches no file`
  const main = `pid "${pidFile(dir)}";
error_log "${path.join(dir, 'error.log')}" warn;`
  const site = `        # The link is followed on every request: a switch is served from the next request on.
        root "${root}";
        # The builds' status names items and errors: for this machine only (WordPress reads it here). No
        # add_header of its own, which would drop the site's security headers set in the server block.
        location = /_publish/status.json {
            allow 127.0.0.1;
            allow ::1;
            deny all;
            alias "${settings.statusFile}";
            default_type application/json;
        }
        ${serverInclude}`
  const http = `    ${httpInclude}
${loopbackSite(settings.sitePort, site)}`
  return writeNginxMainConfig(dir, 'Written by server/publish/nginx.ts; do not edit.', main, http)
}

const run = promisify(execFile)

/** Runs nginx with this prefix and config; throws with nginx's own complaint. */
async function nginx(dir: string, config: string, ...args: string[]): Promise<void> {
  try {
    await run(systemProgram('nginx'), ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', config, ...args])
  } catch (error) {
    const complaint = (error as { stderr?: string }).stderr?.toString().trim()
    throw new Error(complaint || String(error))
  }
}

export const nginxRunning = (settings: PublishSettings) => runningFrom(pidFile(workDir(settings))) !== null

export async function startNginx(settings: PublishSettings): Promise<string> {
  const dir = workDir(settings)
  const url = liveSiteUrl(settings)
  if (nginxRunning(settings)) return `nginx is running: ${url}`
  if (!existsSync(settings.liveLink)) {
    throw new Error(`nothing to serve yet: ${settings.liveLink} does not exist (publish a first release)`)
  }
  const config = writeConfig(settings, settings.liveLink, dir)
  await nginx(dir, config, '-t', '-q')
  await nginx(dir, config)
  return `nginx serves the live release on ${url}`
}

export async function stopNginx(settings: PublishSettings): Promise<void> {
  const dir = workDir(settings)
  const master = runningFrom(pidFile(dir))
  if (master !== null) {
    try {
      await nginx(dir, path.join(dir, 'nginx.conf'), '-s', 'quit')
    } catch {
      // stopping anyway
    }
    await waitUntil(() => !isRunning(master), 5000)
  }
  rmSync(pidFile(dir), { force: true })
}

/** The process ids of the master's workers (its children). */
const workersOf = (master: number): number[] =>
  allProcesses()
    .filter((process) => process.parent === master)
    .map((process) => process.pid)

/**
 * A reload is done when nginx says so: after `-s reload` the master starts workers with the new config and then
 * tells the old ones to stop, and for that moment both generations accept connections. So this returns only once
 * every worker of the old generation has exited: from then on every request gets the new config, and a release
 * written "live" in the status is what every visitor gets. Nothing to do while nginx is stopped.
 */
export async function reloadNginx(settings: PublishSettings): Promise<void> {
  const dir = workDir(settings)
  const master = runningFrom(pidFile(dir))
  if (master === null) return
  const config = writeConfig(settings, settings.liveLink, dir)
  await nginx(dir, config, '-t', '-q')
  const oldWorkers = workersOf(master)
  await nginx(dir, config, '-s', 'reload')
  const gone = await waitUntil(() => oldWorkers.every((pid) => !isRunning(pid)), OLD_WORKERS_LIMIT_MS)
  if (!gone) {
    const left = oldWorkers.filter(isRunning)
    throw new Error(
      `nginx reload: the old workers (${left.join(' ')}) still run after ${OLD_WORKERS_LIMIT_MS / 1000} s; they may still serve the last config`,
    )
  }
}

/** nginx -t for the config a release would get; throws with nginx's complaint when it would be refused. */
export async function testRelease(settings: PublishSettings, releaseDir: string): Promise<void> {
  if (!existsSync(releaseDir)) throw new Error(`there is no release folder ${releaseDir}`)
  const dir = path.join(workDir(settings), 'check')
  await nginx(dir, writeConfig(settings, realpathSync(releaseDir), dir), '-t', '-q')
}
