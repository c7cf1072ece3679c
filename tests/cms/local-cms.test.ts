import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { CMS_URL, ROOT } from '../helpers/local-cms'

/** Where cms.sh puts the settings Debian's wp-config.php reads for the local CMS's host. */
const HOST_CONFIG = '/etc/wordpress/config-127.0.0.1.php'

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8)

describe('the local CMS is safe to leave running', () => {
  it.each([
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/wp-includes/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/wp-content/..%2f..%2fsalts',
    '/wp-content/uploads/..%2f..%2f..%2fcms%2flocal%2fcms.sh',
    '/.htaccess',
  ])('refuses %s, which resolves outside the WordPress folder', async (requestPath) => {
    const response = await fetch(`${CMS_URL}${requestPath}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Niet gevonden\n')
  })

  it('still serves WordPress’s own files, and the libraries Debian links into it', async () => {
    for (const file of ['/wp-includes/js/jquery/jquery.min.js', '/wp-includes/js/underscore.min.js']) {
      expect([file, (await fetch(`${CMS_URL}${file}`)).status]).toEqual([file, 200])
    }
  })

  it('has a fresh random value for each WordPress key and salt, readable by its owner only', () => {
    const config = readFileSync(HOST_CONFIG, 'utf8')
    const values = [...config.matchAll(/define\('(?:[A-Z_]+_(?:KEY|SALT))', '([^']*)'\)/g)].map(
      (match) => match[1],
    )
    expect(values).toHaveLength(8)
    expect(new Set(values).size).toBe(8)
    for (const value of values) expect(value?.length).toBeGreaterThanOrEqual(60)
    expect(mode(HOST_CONFIG)).toBe('600')
    expect(mode(path.join(ROOT, '.cms/salts'))).toBe('600')
  })

  it('keeps the application password files (the administrator’s, the preview’s) readable by their owner only', () => {
    expect(mode(path.join(ROOT, '.cms/editor-app-password'))).toBe('600')
    expect(mode(path.join(ROOT, '.cms/preview-app-password'))).toBe('600')
  })

  it('signs preview links with a secret of its own, readable by its owner only', () => {
    const secret = readFileSync(path.join(ROOT, '.cms/preview-secret'), 'utf8').trim()
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(HOST_CONFIG, 'utf8')).toContain(`define('TANDEM_PREVIEW_SECRET', '${secret}')`)
    expect(mode(path.join(ROOT, '.cms/preview-secret'))).toBe('600')
  })

  it.each([{}, { TANDEM_CMS_ADMIN_PASSWORD: 'redacteur' }])(
    'refuses to start on a non-loopback address with the default password (%o)',
    (environment) => {
      const run = spawnSync('bash', ['cms/local/cms.sh', 'start'], {
        cwd: ROOT,
        env: { ...process.env, CMS_HOST: '192.0.2.10', CMS_PORT: '8999', ...environment },
        encoding: 'utf8',
      })
      expect(run.status).toBe(2)
      expect(run.stdout).toContain('refusing to listen on 192.0.2.10 with the default password')
    },
  )
})
