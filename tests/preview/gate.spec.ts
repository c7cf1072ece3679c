import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../helpers/site-test'
import { NOT_IN_PREVIEW } from '../../server/preview/server'
import { asAdmin, CMS_URL, ROOT, unique } from '../helpers/local-cms'
import { DEVELOP_URL, pluginPaths, PREVIEW_URL, signedToken } from './support/preview'

/**
 * What a preview link opens: a page of the site, and nothing else of `gatsby develop`. With the real preview
 * server (gatsby develop behind its gate) and the local WordPress.
 */

const cookie = () => `tandem_preview=${signedToken({ path: '/over-ons' })}`
const secret = (file: string) => readFileSync(path.join(ROOT, '.cms', file), 'utf8').trim()

test('with a valid cookie the gate still refuses GraphQL, the refresh endpoint and the other development routes', async ({
  request,
}) => {
  const query = { query: '{ allSitePlugin { nodes { name pluginOptions } } }' }
  const cases: Array<[string, string, unknown]> = [
    ['GET', `/___graphql?query=${encodeURIComponent(query.query)}`, undefined],
    ['POST', '/___graphql', query],
    ['GET', '/___graphql', undefined], // GraphiQL
    ['POST', '/___GraphQL', query],
    ['POST', '/_graphql', query],
    ['POST', '/__refresh', {}],
    ['POST', '/__refresh/gatsby-source-wp-rest', {}],
    ['GET', '/__original-stack-frame?moduleId=gatsby-config.ts&skipSourceMap=true', undefined],
    ['GET', '/__open-stack-frame-in-editor?fileName=gatsby-config.ts', undefined],
    ['GET', '/__file-code-frame?filePath=gatsby-config.ts&lineNumber=1', undefined],
    ['GET', '/page-data/%2e%2e/___graphql', undefined],
  ]
  for (const [method, address, data] of cases) {
    const answer = await request.fetch(`${PREVIEW_URL}${address}`, {
      method,
      headers: { cookie: cookie() },
      ...(data === undefined ? {} : { data }),
    })
    expect(answer.status(), `${method} ${address}`).toBe(404)
    expect(await answer.text(), `${method} ${address}`).toBe(NOT_IN_PREVIEW)
  }
})

test('a page still previews through the gate, with its data, its scripts and the live-update socket', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'tandem_preview', value: cookie().split('=')[1] ?? '', url: PREVIEW_URL },
  ])
  // What the gate itself answered (it forwards everything else with `x-robots-tag`): nothing a page asks for
  // but `/__webpack_hmr`, develop's reloading of changed code, which the preview does without, and the data of
  // the two 404 pages Gatsby's loader fetches ahead (develop's lists every page, the site's the top-level ones,
  // drafts included: neither belongs to the link's item). Develop's own 404s (an image the local CMS does not
  // have) are not the gate's doing.
  const notTheItems = ['/page-data/dev-404-page/page-data.json', '/page-data/404.html/page-data.json']
  const refused: string[] = []
  page.on('response', (response) => {
    const { origin, pathname } = new URL(response.url())
    if (origin !== PREVIEW_URL || pathname === '/__webpack_hmr') return
    if (notTheItems.includes(pathname) && response.status() === 403) return
    if (response.headers()['x-robots-tag'] !== 'noindex') refused.push(`${response.status()} ${pathname}`)
  })
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
  await page.goto(`${PREVIEW_URL}/over-ons`)
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible()
  const live = await socket
  expect(live.isClosed()).toBe(false)
  const pageData = await page.request.get(`${PREVIEW_URL}/page-data/over-ons/page-data.json`)
  expect(pageData.status()).toBe(200)
  expect(refused).toEqual([])
})

test("develop's own GraphQL (loopback only) holds no password, in plugin options or anywhere it shows them", async ({
  request,
}) => {
  const answer = await request.post(`${DEVELOP_URL}/___graphql`, {
    data: { query: '{ allSitePlugin { nodes { name pluginOptions } } site { siteMetadata { title } } }' },
  })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as {
    data: { allSitePlugin: { nodes: Array<{ name: string; pluginOptions: Record<string, unknown> }> } }
  }
  const shown = JSON.stringify(data)
  for (const password of [secret('preview-app-password'), secret('editor-app-password')]) {
    expect(shown).not.toContain(password)
    expect(shown).not.toContain(password.replace(/\s+/g, ''))
  }
  const source = data.allSitePlugin.nodes.find((plugin) => plugin.name === 'gatsby-source-wp-rest')
  expect(source?.pluginOptions).toBeDefined()
  expect(source?.pluginOptions).not.toHaveProperty('preview')
  expect(shown).not.toMatch(/"(user|password)":/i)
})

test('the preview reads the CMS with its own account, which may read drafts but not publish or administer', async () => {
  const authorization = `Basic ${Buffer.from(`voorvertoning:${secret('preview-app-password')}`).toString('base64')}`
  const asPreview = (restPath: string, init: RequestInit = {}) =>
    fetch(`${CMS_URL}/wp-json${restPath}`, {
      ...init,
      headers: { authorization, 'content-type': 'application/json' },
    })
  const me = (await (await asPreview('/wp/v2/users/me?context=edit')).json()) as {
    roles: string[]
    capabilities: Record<string, boolean>
  }
  expect(me.roles).toEqual(['tandem_preview'])
  expect(me.capabilities.edit_others_posts).toBe(true)
  for (const capability of [
    'manage_options',
    'edit_users',
    'list_users',
    'publish_posts',
    'publish_pages',
    'delete_posts',
    'delete_others_pages',
    'upload_files',
    'unfiltered_html',
    'edit_theme_options',
    'edit_contact_entries',
    'read_private_contact_entries',
  ]) {
    expect([capability, me.capabilities[capability] ?? false]).toEqual([capability, false])
  }
  // Every page in any status, the privacy policy page too (which WordPress keeps for administrators): the
  // preview's source stops when a list's count does not add up.
  const pages = await asPreview('/wp/v2/pages?status=any&context=edit&per_page=100')
  expect(pages.status).toBe(200)
  expect(((await pages.json()) as unknown[]).length).toBe(Number(pages.headers.get('x-wp-total')))
  const publish = await asPreview('/wp/v2/products', {
    method: 'POST',
    body: JSON.stringify({ title: 'Mag niet', status: 'publish' }),
  })
  expect(publish.status).toBe(403)
  expect((await asPreview('/wp/v2/users?context=edit')).status).toBe(403)
  expect((await asPreview('/wp/v2/settings')).status).toBe(403)
})

test('a link for one draft opens that draft only: another author’s draft, a pending, a private and a protected item are refused', async ({
  request,
}) => {
  const made: number[] = []
  const product = async (body: Record<string, unknown>) => {
    const item = await asAdmin<{ id: number }>('/wp/v2/products', {
      method: 'POST',
      body: { content: '<p>Niet voor deze link.</p>', ...body },
    })
    made.push(item.id)
    return item.id
  }
  try {
    const me = await asAdmin<{ id: number }>('/wp/v2/users/me')
    const users = await asAdmin<Array<{ id: number }>>('/wp/v2/users?per_page=100&context=edit')
    const otherAuthor = users.find((user) => user.id !== me.id)
    if (!otherAuthor) throw new Error('The local CMS has no second user to write a draft')
    const granted = await product({ title: `Eigen concept ${unique()}`, status: 'draft' })
    const others = {
      'another author’s draft': await product({
        title: `Concept van een ander ${unique()}`,
        status: 'draft',
        author: otherAuthor.id,
      }),
      pending: await product({ title: `Ter beoordeling ${unique()}`, status: 'pending' }),
      private: await product({ title: `Privé ${unique()}`, status: 'private' }),
      protected: await product({
        title: `Beschermd ${unique()}`,
        status: 'publish',
        password: 'geheim-woord',
      }),
    }
    const paths = new Map(pluginPaths().items.map((item) => [item.id, item.path]))
    const grantedPath = paths.get(granted)
    if (!grantedPath) throw new Error('The plugin gives the granted draft no preview path')
    const headers = {
      cookie: `tandem_preview=${signedToken({ type: 'products', id: granted, path: grantedPath })}`,
    }
    for (const [kind, id] of Object.entries(others)) {
      const sitePath = paths.get(id)
      expect(sitePath, kind).toBeTruthy()
      for (const address of [sitePath!, `/page-data${sitePath!.replace(/\/$/, '')}/page-data.json`]) {
        const answer = await request.get(`${PREVIEW_URL}${address}`, { headers })
        expect([kind, address, answer.status()]).toEqual([kind, address, 403])
        expect(await answer.text()).not.toContain('Niet voor deze link')
      }
    }
    // Develop's 404 page lists every page's path: its data is refused, and so is any path of no item.
    for (const address of ['/page-data/dev-404-page/page-data.json', '/geen-pagina/', '/404/'])
      expect((await request.get(`${PREVIEW_URL}${address}`, { headers })).status(), address).toBe(403)
    const own = await request.get(`${PREVIEW_URL}${grantedPath}`, { headers })
    expect(own.status()).not.toBe(403)
  } finally {
    for (const id of made) await asAdmin(`/wp/v2/products/${id}?force=true`, { method: 'DELETE' })
  }
})
