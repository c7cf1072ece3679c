import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CMS_URL } from '../lib/local-cms'
import { requireProgram } from '../lib/system-programs'
import { hookUrl, liveSiteUrl, publishSecret, statusUrl, type PublishSettings } from '../settings'
import { hookBody } from './hook-call'
import { startNginx, stopNginx } from './nginx'
import { receiveHook } from './receive'
import { startReceiver, stopReceiver } from './receiver'

/**
 * `npm run publish:local`: the editors' whole loop on this machine, on loopback addresses, until Ctrl-C:
 *   - the local WordPress (cms/local; filled with the demo content on its first start), with the build hook's
 *     address, secret and status address in its wp-config (BUILD_HOOK_URL, BUILD_HOOK_SECRET, BUILD_STATUS_URL
 *     of cms.sh), and the live site's address (SITE_URL), where wp-admin's view links lead;
 *   - the hook receiver (receiver.ts), which builds from that WordPress and switches releases;
 *   - nginx serving the live release (nginx.ts), with the status at /_publish/status.json;
 *   - the preview server (server/preview/), for WordPress's Preview button; it starts in the background (a few
 *     minutes the first time) and until it answers, the button leads to a Dutch page saying so;
 *   - WordPress's /wp-cron.php requested every minute, as a system cron would on a server (WordPress sends its
 *     call at the end of the save itself; cron only tries a failed call again).
 * The secret is made once (PUBLISH_DIR/secret, readable by this user only) unless PUBLISH_SECRET is set.
 */
const CRON_INTERVAL_MS = 60_000

const log = (line: string) => console.info(`[publish] ${line}`)

function cmsScript(
  settings: PublishSettings,
  command: string,
  environment: NodeJS.ProcessEnv = {},
  quiet = false,
): number {
  return (
    spawnSync('bash', ['cms/local/cms.sh', command], {
      cwd: settings.siteDir,
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...environment },
    }).status ?? 1
  )
}

function localSecret(settings: PublishSettings): string {
  if (process.env.PUBLISH_SECRET) return publishSecret()
  const file = path.join(settings.stateDir, 'secret')
  if (!existsSync(file) || readFileSync(file, 'utf8').trim() === '') {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return publishSecret({ PUBLISH_SECRET: readFileSync(file, 'utf8').trim() })
}

/** How many products WordPress has (0 on a fresh install). */
async function productCount(): Promise<number> {
  const response = await fetch(`${CMS_URL}/wp-json/wp/v2/products?per_page=1`)
  return Number(response.headers.get('x-wp-total') ?? 0)
}

/** A server started beside publishing (the preview server, which main.ts passes in: features do not import each other). */
export interface BesideServer {
  url: string
  stop(): Promise<void>
}

export async function publishLocally(
  settings: PublishSettings,
  startPreviewServer: () => Promise<BesideServer>,
): Promise<void> {
  for (const program of ['nginx', 'webhook', 'rsync']) requireProgram(program)
  mkdirSync(settings.stateDir, { recursive: true, mode: 0o700 })
  chmodSync(settings.stateDir, 0o700)
  const secret = localSecret(settings)
  process.env.PUBLISH_SECRET = secret

  const cmsWasRunning = cmsScript(settings, 'status', {}, true) === 0
  let preview: Promise<BesideServer | null> = Promise.resolve(null)
  const stopAll = async () => {
    await (await preview)?.stop()
    await stopNginx(settings)
    await stopReceiver(settings)
    if (!cmsWasRunning) cmsScript(settings, 'stop')
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().then(() => process.exit(130)))
  }
  try {
    const hook = {
      BUILD_HOOK_URL: hookUrl(settings),
      BUILD_HOOK_SECRET: secret,
      BUILD_STATUS_URL: statusUrl(settings),
      SITE_URL: liveSiteUrl(settings),
    }
    if (cmsScript(settings, 'start', hook) !== 0)
      throw new Error('the local WordPress did not start (cms/local/cms.sh start)')
    if ((await productCount()) === 0) {
      log('an empty WordPress: filling it with the demo content')
      if (cmsScript(settings, 'seed', {}, true) !== 0)
        throw new Error('filling WordPress failed (cms/local/cms.sh seed)')
    }
    // The build's settings, passed from the receiver to every build.
    process.env.CMS_URL = CMS_URL
    process.env.SITE_URL ||= liveSiteUrl(settings)
    process.env.CONTACT_FORM_CMS_URL ||= CMS_URL
    log(await startReceiver(settings))
    if (!existsSync(settings.liveLink)) {
      log(
        `building the first release from ${CMS_URL} (the first build takes a few minutes; log in ${settings.logsDir})`,
      )
      await receiveHook(settings, hookBody('publish:local', []), Date.now())
      if (!existsSync(settings.liveLink))
        throw new Error(`the first build failed; its log is in ${settings.logsDir}`)
    }
    log(startNginx(settings))
    preview = startPreviewServer().then(
      (server) => {
        log(`the preview server is ready: ${server.url}`)
        return server
      },
      (error: unknown) => {
        log(`the preview server did not start (${error instanceof Error ? error.message : String(error)});`)
        log("WordPress's Preview button says that the preview is not available")
        return null
      },
    )
  } catch (error) {
    await stopAll()
    throw error
  }
  // Until the process ends (Ctrl-C).
  setInterval(() => void fetch(`${CMS_URL}/wp-cron.php`).catch(() => undefined), CRON_INTERVAL_MS)
  process.stdout.write(`
The site:           ${liveSiteUrl(settings)}  (the live release, served by nginx)
WordPress:          ${CMS_URL}/wp-admin/  (${process.env.TANDEM_CMS_ADMIN_USER ?? 'redacteur'}); Instellingen → Website shows the builds
Build status:       ${statusUrl(settings)}
Build hook:         ${hookUrl(settings)}  (signed with the secret in ${path.join(settings.stateDir, 'secret')})
Go back one release: npm run rollback

Edit and press Bijwerken: the change is live seconds later. Ctrl-C stops everything.
`)
}
