import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { asAdmin, cms, CMS_URL, unique } from '../helpers/local-cms'
import {
  builds,
  ensurePaused,
  livePage,
  nginx,
  service,
  SECRET,
  SITE,
  withHookSecret,
  WITHOUT_HOOK,
} from '../helpers/publish-stack'
import { labelsOf, logIn, openEditor, openPanel, screenshot, type Account } from './support/editor-session'

/**
 * wp-admin as a WordPress Editor and Author use it, around one real build: the publishing stack of the
 * publishing group (its state folder and live release, tests/helpers/publish-stack.ts), WordPress calling its
 * service, nginx serving the live site and the status. Publishing is paused, as that group's rollback leaves it:
 * an editor sets an activity's photo and trashes a product that a menu and an old address lead to, both saves are
 * held, and an administrator's "Nu publiceren" takes them to the website in one build.
 */
test.describe.configure({ mode: 'serial' })

/** The plugin's types, each with an image on the site. */
const TYPES_WITH_IMAGES = [
  'activities',
  'careers',
  'concepts',
  'partners',
  'products',
  'people',
  'references',
]
/** The editor's notices above the content (WordPress's snackbars are at the bottom). */
const NOTICE = '.components-notice'
const photoName = `activiteit-foto-${unique()}`

interface Item {
  id: number
  slug: string
  link: string
  title: { rendered: string }
  featured_media: number
}
const item = async (type: string, query: string) => {
  const [found] = await asAdmin<Item[]>(`/wp/v2/${type}?${query}&_fields=id,slug,link,title,featured_media`)
  if (!found) throw new Error(`No ${type} item for ${query}`)
  return found
}

let activity: Item
let parent: Item
let child: Item
let buildsBefore = 0
/** The activity the author publishes, removed again afterwards. */
let newActivity: number | null = null

async function as(page: Page, account: Account, address: string): Promise<void> {
  await logIn(page, account)
  await page.goto(`${CMS_URL}/wp-admin/${address}`)
}

/** The notice the plugin shows about the item's publication (assets/publication.js). */
const publicationNotice = (page: Page) =>
  page
    .locator(NOTICE)
    .filter({ hasText: /De website wordt bijgewerkt|Staat online sinds|Niet gepubliceerd|Nog niet online/ })

test.beforeAll(async () => {
  activity = await item('activities', 'per_page=1&orderby=id&order=asc')
  parent = await item('products', 'slug=qbridge')
  child = await item('products', 'slug=stockdent')
  ensurePaused()
  service('start', { CMS_URL })
  nginx('start')
  cms('start', { ...withHookSecret(SECRET), SITE_URL: SITE })
  buildsBefore = builds().length
})

test.afterAll(async () => {
  if (newActivity !== null) await asAdmin(`/wp/v2/activities/${newActivity}?force=true`, { method: 'DELETE' })
  service('stop')
  nginx('stop')
  cms('start', WITHOUT_HOOK)
  cms('seed')
  await asAdmin(`/wp/v2/products/${parent.id}`, { method: 'POST', body: { status: 'publish' } })
})

test('an author has the website’s dashboard, no menus the site does not use, and an image panel on every type', async ({
  page,
}) => {
  await as(page, 'author', '')
  const widget = page.locator('#tandem_website').filter({ hasText: 'Website' }).first()
  await expect(widget).toBeVisible()
  await expect(widget.getByRole('link', { name: new URL(SITE).host })).toHaveAttribute('href', `${SITE}/`)
  await expect(widget).toContainText('Laatste publicatie')
  await expect(page.locator('#welcome-panel')).toHaveCount(0)
  await expect(page.locator('#dashboard_primary')).toHaveCount(0)
  await screenshot(page, 'dashboard')
  const menu = page.locator('#adminmenu')
  await expect(menu.locator('#menu-posts')).toHaveCount(0)
  await expect(menu.locator('#menu-comments')).toHaveCount(0)
  // Website → Publicaties (WordPress shows a menu with one page as its top entry alone).
  await expect(menu.getByRole('link', { name: 'Website', exact: true })).toHaveAttribute(
    'href',
    /admin\.php\?page=tandem-publications$/,
  )

  for (const type of TYPES_WITH_IMAGES) {
    const labels = await labelsOf(type)
    await openEditor(page, { newOf: type })
    await openPanel(page, 'featured-image')
    await expect(page.getByRole('button', { name: labels.set_featured_image, exact: true })).toBeVisible()
    if (type === 'people') await screenshot(page, 'image-panel')
  }
})

test('an author’s new activity is not published while its start is empty, and the editor says which field', async ({
  page,
}) => {
  await logIn(page, 'author')
  await openEditor(page, { newOf: 'activities' })
  await page.locator('.editor-post-title__input').fill(`Gebruikersdag ${unique()}`)
  const publish = page.locator('.editor-post-publish-button')
  await publish.click()
  await expect(page.locator(NOTICE).filter({ hasText: 'Niet gepubliceerd' })).toContainText(
    'vul eerst de verplichte velden in onder „Velden voor de website”: Begin.',
  )
  await expect(page.locator('#tandem-start')).toBeFocused()
  const status = () =>
    page.evaluate(() => window.wp.data.select('core/editor').getCurrentPostAttribute('status'))
  expect(await status()).not.toBe('publish')

  await page.locator('#tandem-start').fill('2026-12-10T10:00')
  await publish.click()
  await expect.poll(status).toBe('publish')
  newActivity = await page.evaluate(() => window.wp.data.select('core/editor').getCurrentPostId())
  await expect
    .poll(
      async () => (await asAdmin<{ acf: { start: string } }>(`/wp/v2/activities/${newActivity}`)).acf.start,
    )
    .toMatch(/^2026-12-10T10:00/)
})

test('an editor sets an activity’s photo in the panel and updates: the notice says it waits for publishing', async ({
  page,
}) => {
  const photo = path.join(os.tmpdir(), `${photoName}.jpg`)
  const pixels = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: { r: 40, g: 120, b: 160 } },
  })
    .jpeg()
    .toBuffer()
  writeFileSync(photo, pixels)

  await logIn(page, 'editor')
  await openEditor(page, { id: activity.id })
  await openPanel(page, 'featured-image')
  const labels = await labelsOf('activities')
  const remove = page.getByRole('button', { name: labels.remove_featured_image, exact: true })
  const set = page.getByRole('button', { name: labels.set_featured_image, exact: true })
  // The panel loads the photo it has, if any, after it opens: wait until it shows one button or the other.
  await expect(set.or(remove).first()).toBeVisible()
  if (await remove.isVisible()) await remove.click()
  await set.click()
  const library = page.locator('.media-modal')
  await library.locator('input[type="file"]').setInputFiles(photo)
  await expect(library.locator('.attachment.selected.save-ready')).toBeVisible({ timeout: 60_000 })
  await library.locator('.media-button-select').click()
  await expect(page.locator('.editor-post-featured-image img')).toHaveAttribute('src', new RegExp(photoName))

  await page.locator('.editor-post-publish-button').click()
  await expect(publicationNotice(page)).toContainText('Nog niet online: publiceren staat stil')
  // WordPress's own "…is now live." panel and its view link do not run ahead of the build.
  await expect(page.getByText('is now live')).toHaveCount(0)
  await expect(page.locator('.components-snackbar').filter({ hasText: /View|Bekijk/ })).toHaveCount(0)
  await screenshot(page, 'notice-waiting')
})

test('trashing a product that a menu and an old address lead to warns first, naming them', async ({
  page,
}) => {
  await as(page, 'editor', `edit.php?post_type=products`)
  const row = page.locator(`#post-${parent.id}`)
  await row.hover()
  const trash = row.locator('.row-actions .trash a')
  // The list's view link leads to the page on the website, not to the CMS.
  await expect(row.locator('.row-actions .view a')).toHaveAttribute(
    'href',
    `${SITE}/producten-en-diensten/qbridge/`,
  )

  let warning = ''
  page.once('dialog', (dialog) => {
    warning = dialog.message()
    void dialog.dismiss()
  })
  await trash.click()
  expect(warning).toContain('„Qbridge” wordt op de website gebruikt')
  expect(warning).toMatch(/in het menu „[^”]+”/)
  expect(warning).toContain('als doel van het oude adres /producten-en-diensten/qbee')
  expect(warning).toContain('als bovenliggend item van 1 gepubliceerde pagina')
  await expect(row).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await row.hover()
  await trash.click()
  await expect(page.locator('#message')).toContainText('naar de prullenbak verplaatst')
  await expect(page.locator(`#post-${parent.id}`)).toHaveCount(0)
})

test('“Nu publiceren” builds both: the editor’s notice follows the build until the page, with the photo, is online', async ({
  page,
  context,
  browser,
}) => {
  await logIn(page, 'editor')
  await openEditor(page, { id: activity.id })
  const notice = publicationNotice(page)
  await expect(notice).toContainText('Nog niet online: publiceren staat stil')
  const statusPage = await context.newPage()
  await statusPage.goto(`${CMS_URL}/wp-admin/admin.php?page=tandem-publications`)
  const list = statusPage.locator('#tandem-publications')
  await expect(list).toContainText('Publiceren staat stil')

  // The administrator resumes publishing, in a browser of their own.
  const administrator = await (await browser.newContext()).newPage()
  await logIn(administrator, 'administrator')
  await administrator.goto(`${CMS_URL}/wp-admin/options-general.php?page=tandem-website`)
  await administrator.getByRole('link', { name: 'Nu publiceren' }).click()
  await administrator.context().close()

  await expect(notice).toContainText('De website wordt bijgewerkt…')
  await screenshot(page, 'notice-updating')
  await expect(notice).toContainText(/Staat online sinds (\d{1,2} \S+ \d{4} om )?\d{2}:\d{2}/, {
    timeout: 300_000,
  })
  const since = builds().slice(buildsBefore)
  expect(since.map((build) => build.outcome)).toEqual(['succeeded'])
  const view = notice.getByRole('link', { name: 'Bekijk op de website' })
  const sitePath = new URL(activity.link).pathname.replace(/\/$/, '')
  await expect(view).toHaveAttribute('href', `${SITE}${sitePath}`)
  await screenshot(page, 'notice-online')
  const live = await livePage(sitePath)
  expect(live.status).toBe(200)
  expect(live.html).toContain(photoName)

  // The status page brought itself up to date: the build by the items' titles, with edit links.
  const published = list.locator(`[data-release="${since[0]!.release}"]`)
  await expect(published.getByRole('link', { name: activity.title.rendered })).toBeVisible({
    timeout: 15_000,
  })
  await expect(published).toContainText('Qbridge (Product, naar de prullenbak)')
  await expect(published).toContainText(
    /Online gezet op \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/,
  )
  await expect(published.getByRole('link', { name: 'Bewerken' }).first()).toHaveAttribute(
    'href',
    /post\.php\?post=\d+&action=edit/,
  )
  await screenshot(statusPage, 'publications')
})

test('an item the build left out says so in its editor, with the reason', async ({ page }) => {
  await logIn(page, 'editor')
  await openEditor(page, { id: child.id })
  await expect(publicationNotice(page)).toContainText('Niet gepubliceerd:')
  await screenshot(page, 'notice-not-published')
})

test('an author sees the publications too, and not the settings', async ({ page }) => {
  await as(page, 'author', 'admin.php?page=tandem-publications')
  await expect(page.getByRole('heading', { level: 1, name: 'Publicaties van de website' })).toBeVisible()
  await expect(page.locator('#tandem-publications')).toContainText('Stockdent')
  const settings = await page.goto(`${CMS_URL}/wp-admin/options-general.php?page=tandem-website`)
  expect(settings?.status()).toBe(403)
})

test('a product restored from the trash says it is a draft now and must be published again', async ({
  page,
}) => {
  await as(page, 'editor', `edit.php?post_status=trash&post_type=products`)
  const row = page.locator(`#post-${parent.id}`)
  await row.hover()
  await row.locator('.row-actions .untrash a').click()
  await expect(page.locator('#message')).toContainText('Het staat nu als concept en is niet op de website')
  await openEditor(page, { id: parent.id })
  await expect(page.locator(NOTICE).filter({ hasText: 'teruggezet uit de prullenbak' })).toBeVisible()
})
