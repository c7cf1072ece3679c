import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { Readable } from 'node:stream'
import { sitemapDocuments, URLS_PER_SITEMAP } from '../../src/build/sitemaps'
import type { PageRoute, SitemapName } from '../../src/lib/route-table'

const SITE = 'https://www.example.nl'

const route = (path: string, sitemap: SitemapName, modified = '2026-03-04T23:30:00'): PageRoute => ({
  path,
  template: sitemap === 'products' ? 'product' : 'page',
  nodeId: path,
  modified,
  sitemap,
  parentPath: null,
  queryFlags: { showPeople: false, showPartners: false },
})

/** What a search engine reads back from a document: the package's own parsers. */
const urlsOf = async (xml: string) => (await parseSitemap(Readable.from([xml]))).map((item) => item.url)
const indexOf = async (xml: string) => parseSitemapIndex(Readable.from([xml]))

describe('the sitemaps', () => {
  const routes = [
    route('/', 'pages', '2026-01-02T10:00:00'),
    route('/over-ons', 'pages', '2026-02-01T09:00:00'),
    route('/home', 'pages'),
    route('/producten-en-diensten/qbridge', 'products', '2026-03-04T23:30:00'),
    route('/producten-en-diensten/r&d "tools"', 'products', '2025-12-31T08:00:00'),
  ]

  it('writes the three documents the specification names: an index and a sitemap per group', async () => {
    const documents = await sitemapDocuments(SITE, routes, new Set(['/home']))
    expect(Object.keys(documents).sort()).toEqual([
      'pages-sitemap.xml',
      'products-sitemap.xml',
      'sitemap.xml',
    ])

    expect(await indexOf(documents['sitemap.xml']!)).toEqual([
      { url: `${SITE}/products-sitemap.xml`, lastmod: '2026-03-04' },
      { url: `${SITE}/pages-sitemap.xml`, lastmod: '2026-02-01' },
    ])
    expect(await urlsOf(documents['pages-sitemap.xml']!)).toEqual([`${SITE}/`, `${SITE}/over-ons`])
    // The calendar date WordPress gave, whatever the time zone of the build machine.
    expect(documents['products-sitemap.xml']).toContain('<lastmod>2026-03-04</lastmod>')
    expect(documents['pages-sitemap.xml']).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
  })

  it('escapes what XML and URLs need escaped', async () => {
    const documents = await sitemapDocuments(SITE, routes, new Set())
    const products = documents['products-sitemap.xml']!
    expect(products).toContain(`<loc>${SITE}/producten-en-diensten/r&amp;d%20%22tools%22</loc>`)
    expect(await urlsOf(products)).toContain(`${SITE}/producten-en-diensten/r&d%20%22tools%22`)
  })

  it(`splits a group past ${URLS_PER_SITEMAP.toLocaleString('en')} addresses into more documents, all in the index`, async () => {
    const many = Array.from({ length: URLS_PER_SITEMAP + 1 }, (_, item) =>
      route(`/producten-en-diensten/item-${item}`, 'products'),
    )
    const documents = await sitemapDocuments(SITE, [...many, routes[0]!], new Set())
    expect(Object.keys(documents).sort()).toEqual([
      'pages-sitemap.xml',
      'products-sitemap-2.xml',
      'products-sitemap.xml',
      'sitemap.xml',
    ])
    expect((await indexOf(documents['sitemap.xml']!)).map((entry) => entry.url)).toEqual([
      `${SITE}/products-sitemap.xml`,
      `${SITE}/products-sitemap-2.xml`,
      `${SITE}/pages-sitemap.xml`,
    ])
    expect(await urlsOf(documents['products-sitemap.xml']!)).toHaveLength(URLS_PER_SITEMAP)
    expect(await urlsOf(documents['products-sitemap-2.xml']!)).toEqual([
      `${SITE}/producten-en-diensten/item-${URLS_PER_SITEMAP}`,
    ])
  })

  it('leaves out a group without pages (a sitemap needs at least one address)', async () => {
    const documents = await sitemapDocuments(SITE, [routes[0]!], new Set())
    expect(Object.keys(documents).sort()).toEqual(['pages-sitemap.xml', 'sitemap.xml'])
  })
})
