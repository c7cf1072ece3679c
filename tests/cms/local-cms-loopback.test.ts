import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { systemProgram } from '../../server/settings'
import { asAdmin, cmsPhpEnvironment, CMS_URL, ROOT } from '../helpers/local-cms'

/**
 * What makes the local CMS lax, WordPress's 'local' environment (application passwords over plain HTTP) and
 * the contact form's CORS `*` (any origin), holds on this machine only: a public address, or a copy of the
 * local database on a public host, gets neither.
 */

const php = (code: string, environment: Record<string, string> = {}) =>
  execFileSync(systemProgram('php'), ['-r', code], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...cmsPhpEnvironment(), ...environment },
  }).trim()

/** Runs PHP in the local WordPress, loaded as for a request to the CMS's own address. */
const inWordPress = (code: string) =>
  php(`require 'cms/local/wp-cli-bootstrap.php'; require '/usr/share/wordpress/wp-load.php'; ${code}`)

/**
 * The environment type cms.sh's settings file gives a CMS at `cmsUrl`, for a request that names `requestHost`
 * (none: a command-line script). The template is filled in as cms.sh does, and run by PHP.
 */
function environmentType(cmsUrl: string, requestHost: string | null): string {
  const template = readFileSync(path.join(ROOT, 'cms/local/wp-config-local.php.template'), 'utf8')
  const filled = template
    .replace(/^<\?php/, '')
    .replace(/@CMS_URL@/g, cmsUrl)
    .replace(/@BUILD_HOOK_DELAY@/g, '5')
    .replace(/@[A-Z_]+@/g, '')
  const request = requestHost === null ? '' : `$_SERVER['HTTP_HOST'] = '${requestHost}';`
  return php(`${request} ${filled} echo WP_ENVIRONMENT_TYPE;`)
}

describe('the local CMS is lax on this machine only', () => {
  it("is WordPress's 'local' environment on a loopback address, and 'production' anywhere else", () => {
    expect(environmentType('http://127.0.0.1:8881', null)).toBe('local')
    expect(environmentType('http://127.0.0.1:8881', '127.0.0.1:8881')).toBe('local')
    expect(environmentType('http://localhost:8881', 'localhost:8881')).toBe('local')
    expect(environmentType('http://192.0.2.10:8881', null)).toBe('production')
    expect(environmentType('http://192.0.2.10:8881', '192.0.2.10:8881')).toBe('production')
    expect(environmentType('http://cms.example.nl', 'cms.example.nl')).toBe('production')
    // A proxy on a public host passing its own host name on to a CMS that listens on loopback.
    expect(environmentType('http://127.0.0.1:8881', 'cms.example.nl')).toBe('production')
  })

  it("the running local CMS is 'local'", () => {
    expect(inWordPress('echo wp_get_environment_type();')).toBe('local')
  })

  it('answers any origin with CORS * on this machine', async () => {
    const stored = await asAdmin<{ tandem_site_origin: string }>('/wp/v2/settings')
    expect(stored.tandem_site_origin).toBe('*')
    const answer = await fetch(`${CMS_URL}/wp-json/wp/v2/pages?per_page=1`, {
      headers: { origin: 'https://elders.example' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('ignores the stored * once the database is on a public host', () => {
    const origin = (setUp: string) =>
      inWordPress(`${setUp} echo var_export(tandem_cors_origin('https://evil.example'), true);`)
    expect(origin('')).toBe("'*'")
    // The copied database's own address is public…
    expect(origin("add_filter('home_url', fn () => 'https://cms.example.nl');")).toBe('NULL')
    // …or the request came to a public host name (a proxy in front of a CMS that still says 127.0.0.1).
    expect(origin("$_SERVER['HTTP_HOST'] = 'cms.example.nl';")).toBe('NULL')
    // A named origin still holds there.
    expect(
      inWordPress(
        "add_filter('home_url', fn () => 'https://cms.example.nl'); add_filter('pre_option_tandem_site_origin', fn () => '*,https://www.example.nl'); echo tandem_cors_origin('https://www.example.nl');",
      ),
    ).toBe('https://www.example.nl')
  })
})
