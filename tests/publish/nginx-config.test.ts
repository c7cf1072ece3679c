import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getOnNewConnection } from '../../scripts/support/get-on-new-connection'
import { serverCommand } from '../../server/lib/command-line'
import { checkRelease } from '../../server/publish/switch'
import { publishSettings } from '../../server/settings'
import { ROOT } from '../helpers/local-cms'
import { statusForHost } from '../helpers/status-for-host'

/**
 * Publishing's nginx (server/publish/nginx.ts) serves the live release with the release's own nginx config when its build wrote one
 * (nginx/http.conf and nginx/server.conf, from the hosting rules), and with server/publish/nginx/site.conf
 * otherwise; a switch followed by `reload` takes up the new release's choice; a release whose config nginx
 * refuses is never switched to; the builds' status is for this machine only. Real nginx, fake releases.
 */
const STATE_DIR = path.join(ROOT, '.test-builds/publish-nginx')
const PORT = Number(process.env.PUBLISH_TEST_NGINX_PORT ?? 9112)
const env = { ...process.env, PUBLISH_DIR: STATE_DIR, PUBLISH_SITE_PORT: String(PORT) }
const settings = publishSettings(env)
const nginx = (command: string) =>
  execFileSync(...serverCommand('nginx', command), { cwd: ROOT, env, stdio: 'inherit' })

function release(id: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(STATE_DIR, 'releases', id, file)), { recursive: true })
    writeFileSync(path.join(STATE_DIR, 'releases', id, file), text)
  }
}

function goLive(id: string): void {
  rmSync(path.join(STATE_DIR, 'live'), { force: true })
  symlinkSync(`releases/${id}`, path.join(STATE_DIR, 'live'))
}

describe('nginx serving the live release', () => {
  beforeAll(() => {
    rmSync(STATE_DIR, { recursive: true, force: true })
    release('20261123T010000Z', {
      'index.html': 'plain',
      '404.html': 'niet gevonden',
      'agenda/index.html': 'agenda',
    })
    release('20261123T020000Z', {
      'index.html': 'generated',
      '404.html': 'niet gevonden',
      'nginx/http.conf': 'map $uri $site_test_header { default "from the build"; }\n',
      'nginx/server.conf':
        'add_header X-Site-Config $site_test_header always;\nadd_header X-Content-Type-Options "nosniff" always;\nlocation / { try_files $uri $uri/index.html =404; }\n',
    })
    release('20261123T030000Z', {
      'index.html': 'broken',
      '404.html': 'niet gevonden',
      'nginx/http.conf': '',
      'nginx/server.conf': 'add_header X-Broken;\n', // one value short: nginx -t refuses it
    })
    goLive('20261123T010000Z')
    writeFileSync(path.join(STATE_DIR, 'status.json'), '{"live":"20261123T010000Z"}')
    nginx('start')
  })
  afterAll(() => nginx('stop'))

  const get = (sitePath: string, localAddress?: string) =>
    getOnNewConnection(`http://127.0.0.1:${PORT}${sitePath}`, localAddress)
  /** From another address of this machine (127.0.0.2): as from outside, for nginx's allow list. */
  const statusFromElsewhere = async () => (await get('/_publish/status.json', '127.0.0.2')).status

  it('uses the project’s own rules when the release has no nginx config', async () => {
    const home = await get('/')
    expect(home.text).toBe('plain')
    expect(home.header('x-site-config')).toBeNull()
    expect((await get('/agenda')).text).toBe('agenda')
    const missing = await get('/geen-pagina/')
    expect([missing.status, missing.text]).toEqual([404, 'niet gevonden'])
    const status = await get('/_publish/status.json')
    expect(status.header('content-type')).toBe('application/json')
    expect(JSON.parse(status.text)).toEqual({ live: '20261123T010000Z' })
  })

  it('serves the builds’ status to this machine only', async () => {
    expect((await get('/_publish/status.json')).status).toBe(200)
    expect(await statusFromElsewhere()).toBe(403)
  })

  it('answers only this machine’s own names: another Host (DNS rebinding) gets 421 and no content', async () => {
    const status = (host: string) => statusForHost(PORT, '/', host)
    expect(await status(`localhost:${PORT}`)).toBe(200)
    expect(await status(`127.0.0.1:${PORT}`)).toBe(200)
    for (const host of ['evil.example', `evil.example:${PORT}`, `localhost.evil.example:${PORT}`])
      expect(await status(host)).toBe(421)
  })

  it('tests a release’s config before the switch: a refused one never goes live', async () => {
    expect(await checkRelease(settings, '20261123T020000Z')).toBeNull()
    expect(await checkRelease(settings, '20261123T030000Z')).toMatch(
      /weigerde versie 20261123T030000Z \(nginx -t\): .*invalid number of arguments in "add_header"/,
    )
    // A rollback to it runs the same test first and leaves the live release where it was.
    const rollback = spawnSync(...serverCommand('rollback', '20261123T030000Z'), {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    })
    expect(rollback.status).toBe(1)
    expect(rollback.stderr).toContain('weigerde versie 20261123T030000Z')
    expect(readlinkSync(path.join(STATE_DIR, 'live'))).toBe('releases/20261123T010000Z')
    expect(existsSync(path.join(STATE_DIR, 'paused.json'))).toBe(false)
  })

  it('includes the release’s generated config after a switch and a reload', async () => {
    goLive('20261123T020000Z')
    nginx('reload')
    // The reload returns once the old workers have exited: the very next request gets the new config.
    const home = await get('/')
    expect(home.text).toBe('generated')
    expect(home.header('x-site-config')).toBe('from the build')
    // The status keeps the site's headers (a location's own add_header would drop them all).
    const status = await get('/_publish/status.json')
    expect(status.status).toBe(200)
    expect(status.header('x-content-type-options')).toBe('nosniff')
    expect(status.header('x-site-config')).toBe('from the build')
    expect(await statusFromElsewhere()).toBe(403)
  })
})
