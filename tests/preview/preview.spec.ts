import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'
import { postTypePlaces } from '../../src/lib/route-table'
import { asAdmin, CMS_URL, unique } from '../helpers/local-cms'
import {
  DEVELOP_URL,
  logIn,
  pluginPaths,
  PREVIEW_URL,
  previewButtonUrl,
  signedToken,
} from './support/preview'

/**
 * The preview with the real parts: the local WordPress (started and seeded by scripts/test-cms.sh), the
 * preview server (`npm run preview`, started by playwright.config.ts for --project preview) and Chromium. Editors'
 * content is made over REST as the block editor saves it; the browser follows WordPress's Preview link as an
 * editor logged in to wp-admin. That a production build shows no draft nor autosave is checked on the publishing
 * group's first release (tests/publish/publish.test.ts); that `gatsby build` refuses an editor's login, by the
 * source plugin's preview guard (tests/plugin/preview.test.ts).
 */
test.describe.configure({ mode: 'serial' })

type Item = { id: number; slug: string; link: string; title: { rendered: string } }

const run = unique()
const draftTitle = `Conceptproduct ${run}`
const childTitle = `Conceptpagina ${run}`
const autosavedText = `Tekst uit een autosave ${run}`
let draftProduct: Item
let draftChild: Item
let vacancy: Item

/**
 * Follows the Preview link in wp-admin's list of the type (the row action WordPress draws for a draft), as a
 * keyboard user does: the row actions show when focus reaches them.
 */
async function previewFromList(page: Page, postType: string, title: string): Promise<void> {
  await page.goto(`${CMS_URL}/wp-admin/edit.php?post_type=${postType}&post_status=draft`)
  // WordPress's words in the CMS's language: English, or Dutch ("Voorbeeld") from Debian's core strings.
  const link = page.getByRole('link', { name: new RegExp(`^(Preview|Voorbeeld)\\b.*“${title}”$`) })
  await link.focus()
  await link.press('Enter')
}

test.beforeAll(async () => {
  draftProduct = await asAdmin<Item>('/wp/v2/products', {
    method: 'POST',
    body: { title: draftTitle, content: '<p>Nog niet gepubliceerd.</p>', status: 'draft' },
  })
  const [parent] = await asAdmin<Item[]>('/wp/v2/pages?slug=over-ons')
  if (!parent) throw new Error('The seeded CMS has no page over-ons')
  draftChild = await asAdmin<Item>('/wp/v2/pages', {
    method: 'POST',
    body: {
      title: childTitle,
      content: '<p>Een nieuwe pagina onder Over ons.</p>',
      status: 'draft',
      parent: parent.id,
    },
  })
  const [published] = await asAdmin<Item[]>('/wp/v2/careers?per_page=1&orderby=menu_order&order=asc')
  if (!published) throw new Error('The seeded CMS has no vacancy')
  vacancy = published
})

test.afterAll(async () => {
  for (const [type, item] of [
    ['products', draftProduct],
    ['pages', draftChild],
  ] as const) {
    if (item) await asAdmin(`/wp/v2/${type}/${item.id}?force=true`, { method: 'DELETE' })
  }
})

test('a new draft product opens from the Preview link in wp-admin, at a stable path, with its title', async ({
  page,
}) => {
  expect(draftProduct.slug).toBe('') // WordPress gives a draft no slug until it is published
  await logIn(page)
  await previewFromList(page, 'products', draftTitle)
  await page.waitForURL(`${PREVIEW_URL}/producten-en-diensten/concept-${draftProduct.id}`)
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()

  // A second version: the preview waits for it rather than showing the page it already has.
  const renamed = `${draftTitle} (herzien)`
  await asAdmin(`/wp/v2/products/${draftProduct.id}`, { method: 'POST', body: { title: renamed } })
  await page.goto(previewButtonUrl(draftProduct.id))
  await page.waitForURL(`${PREVIEW_URL}/producten-en-diensten/concept-${draftProduct.id}`)
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
})

test('an autosave of a published vacancy shows in the preview', async ({ page }) => {
  await asAdmin(`/wp/v2/careers/${vacancy.id}/autosaves`, {
    method: 'POST',
    body: { title: vacancy.title.rendered, content: `<p>${autosavedText}</p>` },
  })
  await logIn(page)
  await page.goto(previewButtonUrl(vacancy.id))
  await page.waitForURL(`${PREVIEW_URL}/vacatures/${vacancy.slug}`)
  await expect(page.getByText(autosavedText)).toBeVisible()
})

test('a draft page under a parent previews at its child path', async ({ page }) => {
  await logIn(page)
  await previewFromList(page, 'page', childTitle)
  await page.waitForURL(`${PREVIEW_URL}/over-ons/concept-${draftChild.id}`)
  await expect(page.getByRole('heading', { level: 1, name: childTitle })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: /kruimelpad/i }).getByRole('link', { name: 'Over ons' }),
  ).toBeVisible()
})

test('a request without a valid token gets no draft content', async ({ request, browser }) => {
  const draftPath = `/producten-en-diensten/concept-${draftProduct.id}`
  const claims = { type: 'products', id: draftProduct.id, path: draftPath, version: '' }
  const cases: Array<[string, Record<string, string>, number]> = [
    ['no token', {}, 401],
    ['a forged signature', { cookie: `tandem_preview=${signedToken(claims, 'x'.repeat(40))}` }, 403],
    ['an expired token', { cookie: `tandem_preview=${signedToken({ ...claims, exp: 1 })}` }, 403],
  ]
  for (const [name, headers, status] of cases) {
    for (const address of [draftPath, `/page-data${draftPath}/page-data.json`, '/___graphql']) {
      const answer = await request.get(`${PREVIEW_URL}${address}`, { headers })
      expect(answer.status(), `${name}: ${address}`).toBe(status)
      expect(await answer.text(), `${name}: ${address}`).not.toContain(draftTitle.slice(0, 20))
    }
  }
  const wait = await request.get(`${PREVIEW_URL}/__preview/wait?token=${signedToken({ ...claims, exp: 1 })}`)
  expect(await wait.text()).toContain('Deze voorvertoningslink is verlopen')

  // Live updates (a WebSocket) are refused too.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${PREVIEW_URL}/__preview/health`)
  const socket = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url)
        ws.onopen = () => resolve('open')
        ws.onerror = () => resolve('refused')
      }),
    `${PREVIEW_URL.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`,
  )
  expect(socket).toBe('refused')
  await context.close()

  // The same request with a valid token does get the draft (so the refusals above are the token's doing).
  const valid = await request.get(`${PREVIEW_URL}/page-data${draftPath}/page-data.json`, {
    headers: { cookie: `tandem_preview=${signedToken(claims)}` },
  })
  expect(valid.status()).toBe(200)
  expect(await valid.text()).toContain(draftTitle.slice(0, 20))
})

test("WordPress's preview paths are the site's routes: the same table, and every item where the preview shows it", async ({
  request,
}) => {
  const { places, items } = pluginPaths()
  expect(places).toEqual(postTypePlaces())
  // Asked of the development server itself: the gate lets no one reach its GraphQL.
  const answer = await request.post(`${DEVELOP_URL}/___graphql`, {
    data: { query: '{ allSitePage { nodes { path componentChunkName } } }' },
  })
  const pages = new Map(
    (
      (await answer.json()) as {
        data: { allSitePage: { nodes: Array<{ path: string; componentChunkName: string }> } }
      }
    ).data.allSitePage.nodes.map((sitePage) => [sitePage.path, sitePage.componentChunkName]),
  )
  const shownOn: Record<string, string> = { activities: 'activity', people: 'page', partners: 'page' }
  for (const item of items) {
    expect(item.path, `${item.type} ${item.id}`).not.toBeNull()
    const template = pages.get(item.path ?? '')
    expect(template, `${item.type} ${item.id} (${item.status}) at ${item.path}`).toBeDefined()
    if (shownOn[item.type]) expect(template).toContain(`-${shownOn[item.type]}-tsx`)
  }
  expect(
    items.some((item) => item.id === draftChild.id && item.path === `/over-ons/concept-${draftChild.id}`),
  ).toBe(true)
})
