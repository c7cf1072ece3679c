import { expect, test } from '../helpers/site-test'
import { snapshotItems } from '../helpers/content'

const ROUTED_TYPES = [
  { type: 'pages', skip: (slug: string) => slug === 'home' },
  { type: 'products', skip: () => false },
  { type: 'careers', skip: () => false },
  { type: 'concepts', skip: () => false },
  { type: 'references', skip: () => false },
  { type: 'activities', skip: () => false },
]

for (const { type, skip } of ROUTED_TYPES) {
  test(`every item of ${type} has its page with its title as h1`, async ({ page }) => {
    for (const item of snapshotItems(type).filter((entry) => !skip(entry.slug))) {
      const response = await page.goto(item.path)
      expect(response?.status(), item.path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), item.path).toHaveText(item.title)
    }
  })
}

test('the home page shows the hero and the highlighted products', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Onze producten en diensten' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
})

test('a product lists its modules and links to contact', async ({ page }) => {
  await page.goto('/producten-en-diensten/exquise-next-generation')
  await page
    .getByRole('link', { name: /Exquiray/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/producten-en-diensten\/exquise-next-generation\/exquiray$/)
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Exquise Next Generation')
  await expect(page.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact')
})

test('a vacancy shows what we offer and leads to the application page', async ({ page }) => {
  const vacancy = snapshotItems('careers')[0]!
  await page.goto(vacancy.path)
  await expect(page.getByRole('heading', { name: 'Wat wij bieden' })).toBeVisible()
  await page.getByRole('link', { name: 'Solliciteer op deze vacature' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/solliciteren\\?vacature=${vacancy.slug}$`))
  await expect(page.getByRole('heading', { name: 'Open vacatures' })).toBeVisible()
})

test('the agenda separates upcoming and past activities', async ({ page }) => {
  await page.goto('/agenda')
  const upcoming = page.getByRole('region', { name: 'Komende activiteiten' })
  const past = page.getByRole('region', { name: 'Eerdere activiteiten' })
  await expect(upcoming.getByRole('listitem').first()).toBeVisible()
  await expect(past.getByRole('listitem').first()).toBeVisible()
})

test('the contact page gives the phone number and e-mail address from the options', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('link', { name: '088 - 123 45 67' }).first()).toHaveAttribute(
    'href',
    'tel:0881234567',
  )
  await expect(page.getByRole('link', { name: 'info@tandem-praktijksoftware.nl' }).first()).toHaveAttribute(
    'href',
    'mailto:info@tandem-praktijksoftware.nl',
  )
})

test('the head carries description, canonical, Open Graph and JSON-LD', async ({ page }) => {
  const vacancy = snapshotItems('careers')[0]!
  await page.goto(vacancy.path)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://www.tandem-praktijksoftware.nl${vacancy.path}`,
  )
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Vacature: ${vacancy.title}`,
  )
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Organization', 'JobPosting']))

  await page.goto('/producten-en-diensten/exquise-next-generation/exquiray')
  const productLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(productLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain(
    'BreadcrumbList',
  )
})

test('inline images in CMS content load from the site itself', async ({ page }) => {
  const broken: string[] = []
  page.on(
    'response',
    (response) =>
      response.request().resourceType() === 'image' &&
      response.status() >= 400 &&
      broken.push(response.url()),
  )
  await page.goto('/producten-en-diensten/exquise-next-generation')
  await page.waitForLoadState('networkidle')
  const inline = page.locator('article img[src^="/wp-content/uploads/"]')
  expect(await inline.count()).toBeGreaterThan(0)
  expect(broken).toEqual([])
})
