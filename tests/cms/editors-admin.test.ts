import { statSync } from 'node:fs'
import path from 'node:path'
import { accountLogin, adminLogin, asAdmin, CMS_URL, ROOT } from '../helpers/local-cms'
import { adminPage } from '../helpers/wp-admin'

/** wp-admin as the site's editors get it: in Dutch, about the website, with their own accounts. */
const TYPES = ['activities', 'careers', 'concepts', 'partners', 'products', 'people', 'references']

interface TypeLabels {
  labels: Record<string, string>
}

describe('a Dutch wp-admin for the website', () => {
  it('runs in nl_NL, with WordPress’s own words in Dutch (Debian’s core strings)', async () => {
    expect((await asAdmin<{ language: string }>('/wp/v2/settings')).language).toBe('nl_NL')
    const login = await (await fetch(`${CMS_URL}/wp-login.php`)).text()
    expect(login).toContain('lang="nl-NL"')
    expect(login).toMatch(/<input[^>]+id="wp-submit"[^>]+value="Inloggen"/)
  })

  it('names every type in Dutch, hierarchical products too, and never says a save is live', async () => {
    for (const type of TYPES) {
      const { labels } = await asAdmin<TypeLabels>(`/wp/v2/types/${type}?context=edit`)
      for (const [key, label] of Object.entries(labels)) {
        expect([type, key, label]).not.toEqual([
          type,
          key,
          expect.stringMatching(/\b(Post|Page|Posts|Pages)\b/),
        ])
      }
      for (const key of ['item_published', 'item_updated']) {
        expect([type, key, labels[key]]).toEqual([type, key, expect.stringContaining('De website wordt')])
        expect(labels[key]).not.toMatch(/online|live/i)
      }
    }
    const { labels } = await asAdmin<TypeLabels>('/wp/v2/types/products?context=edit')
    expect(labels.edit_item).toBe('Product bewerken')
    expect(labels.parent_item_colon).toBe('Bovenliggend product:')
  })

  it('shows the featured image panel on every type, named for what it is with the size the site uses', async () => {
    // The block editor shows the panel when the active theme, as REST reports it, supports the type's thumbnails.
    const [theme] = await asAdmin<Array<{ theme_supports: Record<string, unknown> }>>(
      '/wp/v2/themes?status=active',
    )
    expect(theme?.theme_supports['post-thumbnails']).toEqual(expect.arrayContaining(TYPES))
    const images: Record<string, string> = {}
    for (const type of TYPES) {
      images[type] =
        (await asAdmin<TypeLabels>(`/wp/v2/types/${type}?context=edit`)).labels.featured_image ?? ''
    }
    expect(images.people).toBe('Portret (vierkant, minstens 480 × 480 px)')
    expect(images.partners).toMatch(/^Logo \(/)
    expect(images.activities).toMatch(/^Foto \(.*px/)
  })

  it('has none of WordPress’s sample content', async () => {
    expect(await asAdmin<unknown[]>('/wp/v2/posts?status=any')).toEqual([])
    expect(await asAdmin<unknown[]>('/wp/v2/comments?status=all')).toEqual([])
    const pages = await asAdmin<Array<{ slug: string }>>('/wp/v2/pages?status=any&per_page=100')
    expect(pages.map((page) => page.slug)).not.toContain('sample-page')
  })
})

describe.each(['editor', 'author'] as const)('the local %s account', (role) => {
  it('logs in with the password made for it, kept readable by its owner only', async () => {
    const login = accountLogin(role)
    const file = path.join(ROOT, `.cms/${login.user}-password`)
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600')
    expect(login.password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const [user] = await asAdmin<Array<{ roles: string[] }>>(`/wp/v2/users?search=${login.user}&context=edit`)
    expect(user?.roles).toEqual([role])
  })

  it('sees no posts or comments, which the site does not use', async () => {
    const dashboard = await adminPage('index.php', accountLogin(role))
    for (const id of ['menu-posts', 'menu-comments', 'wp-admin-bar-comments', 'wp-admin-bar-new-post']) {
      expect([id, dashboard.includes(`id="${id}"`)]).toEqual([id, false])
    }
  })
})

describe.each([
  ['the administrator', adminLogin],
  ['the editor', () => accountLogin('editor')],
  ['the author', () => accountLogin('author')],
])('the dashboard of %s', (_name, login) => {
  it('has the website’s widget instead of WordPress’s, and no Customizer', async () => {
    const dashboard = await adminPage('index.php', login())
    expect(dashboard).toContain('id="tandem_website"')
    expect(dashboard).toContain('Wat bewerkt u waar?')
    expect(dashboard).toContain(`href="${CMS_URL}/wp-admin/edit.php?post_type=products"`)
    for (const id of [
      'welcome-panel',
      'dashboard_primary',
      'dashboard_quick_press',
      'dashboard_right_now',
      'dashboard_activity',
      'dashboard_site_health',
      'wp-admin-bar-customize',
    ]) {
      expect([id, dashboard.includes(`id="${id}"`)]).toEqual([id, false])
    }
  })
})
