import { expect, test } from '../helpers/site-test'
import type { APIRequestContext } from '@playwright/test'
import { CSP, fileHeaders } from '../../src/build/hosting/file-headers'
import {
  CACHE_IMMUTABLE,
  CACHE_NEVER,
  CACHE_REVALIDATE,
  CACHE_SHORT,
} from '../../src/build/hosting/header-table'
import { requestPath } from '../../src/build/hosting/site-files'
import { isExternal, REMOTE_SUPPORT_PATH, redirectTable } from '../../src/lib/redirects'
import {
  appChunk,
  builtFiles,
  builtScriptHashes,
  readBuilt,
  REMOTE_SUPPORT_URL,
  SITE_URL,
  TABLE,
} from './support/site'

/** HTTP checks against nginx with the generated config; no browser. Redirects are not followed. */
const head = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers })

const SECURITY_HEADERS = TABLE.find((rule) => rule.source === '/*')!.headers.map(({ key }) => key)

test('every old path answers 301 with its new address, with or without a trailing slash', async ({
  request,
}) => {
  const table = redirectTable(REMOTE_SUPPORT_URL)
  expect(table.some((redirect) => redirect.from === REMOTE_SUPPORT_PATH)).toBe(true)
  for (const { from, to } of table) {
    const location = isExternal(to) ? to : `${SITE_URL}${to}`
    for (const path of [from, `${from}/`]) {
      const response = await head(request, path)
      expect(response.status(), path).toBe(301)
      expect(response.headers().location, path).toBe(location)
      for (const header of SECURITY_HEADERS)
        expect(response.headers()[header], `${path} ${header}`).toBeTruthy()
    }
  }
  // A query string goes along to a page of the site.
  const withQuery = await head(request, '/over?bron=nieuwsbrief')
  expect(withQuery.headers().location).toBe(`${SITE_URL}/over-ons?bron=nieuwsbrief`)
})

test('an unknown path answers 404 with the Dutch page and its own policy', async ({ request }) => {
  const response = await head(request, '/deze-pagina-bestaat-niet')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(await response.text()).toContain('Pagina niet gevonden')
  const expected = fileHeaders(TABLE, '404.html', await builtScriptHashes())
  expect(response.headers()[CSP]).toBe(expected[CSP])
})

test('pages answer with and without a trailing slash, folders are never listed, host files never served', async ({
  request,
}) => {
  for (const path of ['/agenda', '/agenda/', '/agenda/index.html', '/']) {
    const response = await head(request, path)
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).toContain('<h1')
  }
  for (const path of [
    '/static/',
    '/static',
    '/page-data/',
    '/_headers',
    '/_redirects',
    '/nginx/server.conf',
  ]) {
    const response = await head(request, path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Pagina niet gevonden')
  }
})

test('the sitemaps have an XML content type, the manifest its own', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/products-sitemap.xml', '/pages-sitemap.xml']) {
    expect((await head(request, path)).headers()['content-type'], path).toMatch(/^(text|application)\/xml\b/)
  }
  expect((await head(request, '/manifest.webmanifest')).headers()['content-type']).toMatch(
    /^application\/manifest\+json\b/,
  )
})

test("the agenda feed and the activities' calendar files are text/calendar, the feed kept briefly", async ({
  request,
}) => {
  const feed = await head(request, '/agenda.ics')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(feed.headers()['cache-control']).toBe(CACHE_SHORT)
  const activityFile = builtFiles().find((file) => /^agenda\/[^/]+\/[^/]+\.ics$/.test(file))!
  const activity = await head(request, `/${activityFile}`)
  expect(activity.headers()['content-type'], activityFile).toBe('text/calendar; charset=utf-8')
  expect(activity.headers()['cache-control'], activityFile).toBe(CACHE_REVALIDATE)
})

test('each kind of file has its cache-control, and the service worker is never stored', async ({
  request,
}) => {
  const staticImage = builtFiles().find((file) => file.startsWith('static/') && file.endsWith('.avif'))!
  const expected: Array<[string, string]> = [
    ['/', CACHE_REVALIDATE],
    ['/agenda', CACHE_REVALIDATE],
    ['/page-data/agenda/page-data.json', CACHE_REVALIDATE],
    ['/page-data/app-data.json', CACHE_REVALIDATE],
    ['/build-info.json', CACHE_REVALIDATE],
    [`/${appChunk()}`, CACHE_IMMUTABLE],
    [`/${staticImage}`, CACHE_IMMUTABLE],
    ['/sw.js', CACHE_NEVER],
  ]
  for (const [path, cacheControl] of expected) {
    const response = await head(request, path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(cacheControl)
  }
  expect((await head(request, '/sw.js')).headers()['cache-control']).toContain('no-store')
})

test('every built file is served with exactly the headers of the table', async ({ request }) => {
  const hashes = await builtScriptHashes()
  const files = builtFiles()
  expect(files.length).toBeGreaterThan(100)
  for (const file of files) {
    // The file's own address: a redirect page's folder (/home) answers 301 instead.
    const response = await head(request, encodeURI(`/${file}`))
    expect(response.status(), file).toBe(200)
    const expected = fileHeaders(TABLE, file, hashes)
    const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, response.headers()[key]]))
    expect(actual, file).toEqual(expected)
  }
})

test('HTML pages carry every security header and a policy without unsafe-inline scripts', async ({
  request,
}) => {
  const response = await head(request, '/contact')
  for (const header of SECURITY_HEADERS) expect(response.headers()[header], header).toBeTruthy()
  const policy = response.headers()[CSP] ?? ''
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('text files are sent compressed from the copies the build wrote', async ({ request }) => {
  for (const file of ['agenda/index.html', appChunk(), 'page-data/agenda/page-data.json']) {
    const path = requestPath(file)
    const compressed = await head(request, path, { 'accept-encoding': 'gzip' })
    expect(compressed.headers()['content-encoding'], path).toBe('gzip')
    // gzip_static sends the .gz file as it is, with its length; on-the-fly compression has none.
    expect(Number(compressed.headers()['content-length']), path).toBe(readBuilt(`${file}.gz`).length)
    expect(compressed.headers().vary, path).toContain('Accept-Encoding')
    const plain = await head(request, path, { 'accept-encoding': 'identity' })
    expect(plain.headers()['content-encoding'], path).toBeUndefined()
    expect((await plain.body()).equals(readBuilt(file)), path).toBe(true)
  }
})
