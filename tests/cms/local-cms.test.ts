import { spawnSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
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

  it('answers only its own host name: a rebound name reaches neither WordPress nor its login (421)', async () => {
    const port = new URL(CMS_URL).port
    const ask = (host: string, pagePath: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: pagePath, headers: { host } },
          (answer) => {
            answer.resume()
            resolve(answer.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end()
      })
    expect(await ask(`rebind.example:${port}`, '/wp-login.php')).toBe(421)
    expect(await ask(`rebind.example:${port}`, '/wp-json/wp/v2/users')).toBe(421)
    expect(await ask(`127.0.0.1:${port}`, '/wp-json/')).toBe(200)
  })

  it('refuses to start on a non-loopback address with the old fixed password', () => {
    const run = spawnSync('bash', ['cms/local/cms.sh', 'start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CMS_HOST: '192.0.2.10',
        CMS_PORT: '8999',
        TANDEM_CMS_ADMIN_PASSWORD: 'redacteur',
      },
      encoding: 'utf8',
    })
    expect(run.status).toBe(2)
    expect(run.stdout).toContain('refusing to listen on 192.0.2.10 with the default password')
  })

  it('has no default password: the administrator’s was made at random, readable by its owner only', async () => {
    const password = readFileSync(path.join(ROOT, '.cms/admin-password'), 'utf8').trim()
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(mode(path.join(ROOT, '.cms/admin-password'))).toBe('600')
    const logIn = (pwd: string) =>
      fetch(`${CMS_URL}/wp-login.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
        },
        body: new URLSearchParams({ log: 'redacteur', pwd, testcookie: '1' }),
      })
    expect((await logIn('redacteur')).status).toBe(200) // the form again, with an error
    expect((await logIn(password)).status).toBe(302)
  })
})

describe('what the local CMS is busy with (cms.sh requests)', () => {
  const requestsFolder = path.join(ROOT, '.cms/run/requests')
  const busy = () => {
    const run = spawnSync('bash', ['cms/local/cms.sh', 'requests'], { cwd: ROOT, encoding: 'utf8' })
    expect(run.status).toBe(0)
    return run.stdout
  }

  it('lists a request a worker is still running, with how long it has run', () => {
    // A worker's record of a request under way for 42 s, as router.php writes it.
    const record = path.join(requestsFolder, '999999')
    writeFileSync(record, `${(Date.now() / 1000 - 42).toFixed(3)} POST /wp-login.php\n`)
    try {
      expect(busy()).toMatch(/^ {2}999999 {2}4[23]s {2}POST \/wp-login\.php$/m)
    } finally {
      rmSync(record)
    }
  })

  it('keeps a record per worker, and clears it when the request has ended', async () => {
    const marker = `/wp-json/tandem-busy-check-${Date.now()}`
    await (await fetch(`${CMS_URL}${marker}`)).text()
    expect(readdirSync(requestsFolder).length).toBeGreaterThan(0)
    expect(busy()).not.toContain(marker)
  })
})
