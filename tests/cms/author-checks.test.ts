import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { asAdmin, cmsPhpEnvironment, ROOT } from '../helpers/local-cms'
import { adminPage } from '../helpers/wp-admin'

/** What WordPress refuses at the door, so an author's mistake never reaches a build (author-checks.php). */
describe('WordPress refuses an author’s mistake at the door', () => {
  it.each(['_headers', '_redirects', 'nginx', 'static'])(
    'gives a page another slug than the reserved %s, and says so in Dutch on the next admin screen',
    async (slug) => {
      const page = await asAdmin<{ id: number; slug: string }>('/wp/v2/pages', {
        method: 'POST',
        body: { title: `Pagina ${slug}`, slug, status: 'publish' },
      })
      try {
        expect(page.slug).not.toBe(slug)
        expect(page.slug.startsWith(slug)).toBe(true)
        const screen = await adminPage('index.php')
        expect(screen).toContain(`De slug „${slug}” is gereserveerd voor bestanden van de website zelf`)
        // Said once: the next screen no longer has it.
        expect(await adminPage('index.php')).not.toContain(`De slug „${slug}”`)
      } finally {
        await asAdmin(`/wp/v2/pages/${page.id}?force=true`, { method: 'DELETE' })
      }
    },
  )

  it.each([
    ['2026-12-10T14:00', 'datetime', null],
    ['2026-12-10 14:00:00', 'datetime', null],
    ['', 'datetime', null],
    ['volgende week', 'datetime', 'Datum: „volgende week” is geen datum (JJJJ-MM-DD UU:MM)'],
    ['2026-02-30T10:00', 'datetime', 'Datum: „2026-02-30T10:00” is geen datum (JJJJ-MM-DD UU:MM)'],
    ['2026-12-10', 'date', null],
    ['10-12-2026', 'date', 'Datum: „10-12-2026” is geen datum (JJJJ-MM-DD)'],
    ['1999-12-31', 'date', 'Datum: „1999-12-31” ligt niet tussen 2000 en 2099'],
  ])('reads %j as a %s field: %j', (value, kind, problem) => {
    const php = `require ${JSON.stringify(path.join(ROOT, 'cms/local/wp-cli-bootstrap.php'))};
      require '/usr/share/wordpress/wp-load.php';
      echo json_encode(tandem_date_problem($argv[1], $argv[2]));`
    const answer = execFileSync('php', ['-r', php, '--', value, kind], {
      cwd: ROOT,
      encoding: 'utf8',
      env: cmsPhpEnvironment(),
    })
    expect(JSON.parse(answer.trim().split('\n').pop()!)).toBe(problem)
  })
})
