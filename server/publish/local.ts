import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { localCms } from '../lib/local-cms'
import {
  childEnvironment,
  hookUrl,
  liveSiteUrl,
  localCmsConfig,
  publishSecret,
  statusUrl,
  systemProgram,
  type PublishSettings,
} from '../settings'
import { untilAnswering, superviseHere } from './background'
import { HOOK_SIGNATURE_HEADER, hookBody, signHookBody } from './hook-call'
import { startNginx, stopNginx } from './nginx'
import { readBuildHistory } from './status'

/**
 * `npm run publish:local`: the editors' whole loop on this machine, on loopback addresses, until Ctrl-C:
 *   - the local WordPress (cms/local; filled with the demo content on its first start), with the build hook's
 *     address, secret and status address in its wp-config (BUILD_HOOK_URL, BUILD_HOOK_SECRET, BUILD_STATUS_URL
 *     of cms.sh), and the live site's address (SITE_URL), where wp-admin's view links lead;
 *   - the publishing service (service.ts), in the foreground and supervised as systemd would (started again when
 *     it ends), which builds from that WordPress and switches releases;
 *   - nginx serving the live release (nginx.ts), with the status at /_publish/status.json;
 *   - the preview server (server/preview/), for WordPress's Preview button; it starts in the background (a few
 *     minutes the first time) and until it answers, the button leads to a Dutch page saying so;
 *   - WordPress's /wp-cron.php requested every minute, as a system cron would on a server (WordPress sends its
 *     call at the end of the save itself; cron only tries a failed call again).
 * The secret is made once (PUBLISH_DIR/secret, readable by this user only) unless PUBLISH_SECRET is set.
 */
const CRON_INTERVAL_MS = 60_000

const log = (line: string) => console.info(`[publish] ${line}`)

function localSecret(settings: PublishSettings): string {
  const given = childEnvironment().PUBLISH_SECRET
  if (given) return publishSecret({ PUBLISH_SECRET: given })
  const file = path.join(settings.stateDir, 'secret')
  if (!existsSync(file) || readFileSync(file, 'utf8').trim() === '') {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return publishSecret({ PUBLISH_SECRET: readFileSync(file, 'utf8').trim() })
}

/** A server started beside publishing (the preview server, which main.ts passes in: features do not import each other). */
export interface BesideServer {
  url: string
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The first release, as a call without changes makes it; resolves when its build is recorded. */
async function buildFirstRelease(settings: PublishSettings, secret: string): Promise<void> {
  const body = hookBody('publish:local', [])
  const answer = await fetch(hookUrl(settings), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOOK_SIGNATURE_HEADER]: signHookBody(body, secret) },
    body,
  })
  if (answer.status !== 202) throw new Error(`the service answered ${answer.status} to the first call`)
  for (;;) {
    const records = readBuildHistory(settings.historyDir)
    const done = records.length > 0 && records.every((record) => record.outcome !== 'building')
    if (done || existsSync(settings.liveLink)) return
    await sleep(500)
  }
}

export async function publishLocally(
  settings: PublishSettings,
  startPreviewServer: () => Promise<BesideServer>,
): Promise<void> {
  systemProgram('nginx')
  mkdirSync(settings.stateDir, { recursive: true, mode: 0o700 })
  chmodSync(settings.stateDir, 0o700)
  const secret = localSecret(settings)
  const cms = localCms(localCmsConfig())

  const cmsWasRunning = cms.run('status', {}, true) === 0
  let preview: Promise<BesideServer | null> = Promise.resolve(null)
  let service: ReturnType<typeof superviseHere> | null = null
  const stopAll = async () => {
    await (await preview)?.stop()
    await stopNginx(settings)
    await service?.stop()
    if (!cmsWasRunning) cms.run('stop')
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
    if (cms.run('start', hook) !== 0)
      throw new Error('the local WordPress did not start (cms/local/cms.sh start)')
    const products = await fetch(`${cms.url}/wp-json/wp/v2/products?per_page=1`)
    if (Number(products.headers.get('x-wp-total') ?? 0) === 0) {
      log('an empty WordPress: filling it with the demo content')
      if (cms.run('seed', {}, true) !== 0) throw new Error('filling WordPress failed (cms/local/cms.sh seed)')
    }
    // The service's settings, passed on to every build: this WordPress, the live site's address, the secret.
    const environment = childEnvironment()
    service = superviseHere(settings, log, {
      PUBLISH_SECRET: secret,
      CMS_URL: cms.url,
      SITE_URL: environment.SITE_URL || liveSiteUrl(settings),
      CONTACT_FORM_CMS_URL: environment.CONTACT_FORM_CMS_URL || cms.url,
    })
    if (!(await untilAnswering(settings, 60_000))) throw new Error('the publishing service did not come up')
    if (!existsSync(settings.liveLink)) {
      log(
        `building the first release from ${cms.url} (the first build takes a few minutes; log in ${settings.logsDir})`,
      )
      await buildFirstRelease(settings, secret)
      if (!existsSync(settings.liveLink))
        throw new Error(`the first build failed; its log is in ${settings.logsDir}`)
    }
    log(await startNginx(settings))
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
  setInterval(() => void fetch(`${cms.url}/wp-cron.php`).catch(() => undefined), CRON_INTERVAL_MS)
  process.stdout.write(`
The site:           ${liveSiteUrl(settings)}  (the live release, served by nginx)
WordPress:          ${cms.url}/wp-admin/  (${cms.adminLogin().user}); Website → Publicaties shows the builds
Build status:       ${statusUrl(settings)}
Build hook:         ${hookUrl(settings)}  (signed with the secret in ${path.join(settings.stateDir, 'secret')})
Go back one release: npm run rollback

Edit and press Bijwerken: the change is live seconds later. Ctrl-C stops everything.
`)
}
