import { expect, test } from '../helpers/site-test'
import type { APIRequestContext } from '@playwright/test'

const SITE_URL = 'https://www.tandem-praktijksoftware.nl'

async function locs(request: APIRequestContext, file: string, root: string): Promise<string[]> {
  const response = await request.get(file)
  expect(response.status(), file).toBe(200)
  const xml = await response.text()
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
  expect(xml.trim().endsWith(`</${root}>`)).toBe(true)
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
}

test('the sitemap index lists the products and pages sitemaps', async ({ request }) => {
  expect(await locs(request, '/sitemap.xml', 'sitemapindex')).toEqual([
    `${SITE_URL}/products-sitemap.xml`,
    `${SITE_URL}/pages-sitemap.xml`,
  ])
})

test('every URL in the sitemaps answers 200 without a redirect, with a lastmod', async ({ request }) => {
  const products = await locs(request, '/products-sitemap.xml', 'urlset')
  const pages = await locs(request, '/pages-sitemap.xml', 'urlset')
  expect(products.every((url) => url.startsWith(`${SITE_URL}/producten-en-diensten/`))).toBe(true)
  expect(pages.some((url) => url.startsWith(`${SITE_URL}/producten-en-diensten/`))).toBe(false)
  expect(pages).toContain(`${SITE_URL}/`)
  expect(pages).not.toContain(`${SITE_URL}/home`)
  for (const url of [...products, ...pages]) {
    const response = await request.get(url.replace(SITE_URL, ''), { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
  }
  const xml = await (await request.get('/pages-sitemap.xml')).text()
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
})

test('robots.txt points to the sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
})
