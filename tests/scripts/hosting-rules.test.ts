import { IFRAME_ALLOW } from '../../plugins/gatsby-source-wp-rest/exports'
import { contentSecurityPolicy, withScriptHashes } from '../../src/build/hosting/content-security-policy'
import { headersForPath, parseSource } from '../../src/build/hosting/header-rules'
import {
  CACHE_IMMUTABLE,
  CACHE_NEVER,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  headerTable,
} from '../../src/build/hosting/header-table'
import { inlineScripts, scriptHash } from '../../src/build/hosting/inline-scripts'
import { netlifyHeaders } from '../../src/build/hosting/netlify-headers'
import { nginxHeaderLines, nginxHttpConf, nginxString } from '../../src/build/hosting/nginx-config'
import { nginxServerConf } from '../../src/build/hosting/nginx-server-conf'

const noIds = { contactFormUrl: '', cookiebotId: '', gtmId: '' }
const table = headerTable(noIds)
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the header table', () => {
  it('isolates the site: COOP, CORP, no cross-domain policies, every unused browser feature off', () => {
    const everywhere = new Map(
      table.find((rule) => rule.source === '/*')?.headers.map((h) => [h.key, h.value]),
    )
    expect(everywhere.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(everywhere.get('cross-origin-resource-policy')).toBe('same-site')
    expect(everywhere.get('x-permitted-cross-domain-policies')).toBe('none')
    const off = (everywhere.get('permissions-policy') ?? '').split(', ')
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'display-capture',
      'serial',
    ])
      expect(off).toContain(`${feature}=()`)
    for (const feature of ['hid', 'xr-spatial-tracking', 'publickey-credentials-get', 'browsing-topics'])
      expect(off).toContain(`${feature}=()`)
    // What an embedded video is allowed (the sanitiser's IFRAME_ALLOW) stays on.
    for (const feature of IFRAME_ALLOW.split('; ')) expect(off).not.toContain(`${feature}=()`)
  })

  it('caches per Gatsby’s guide: pages and data revalidate, hashed files are immutable, the worker never stored', () => {
    expect(headersForPath(table, '/agenda')['cache-control']).toBe(CACHE_REVALIDATE)
    expect(headersForPath(table, '/page-data/agenda/page-data.json')['cache-control']).toBe(CACHE_REVALIDATE)
    expect(headersForPath(table, '/app-3f9810e73b2467097987.js')['cache-control']).toBe(CACHE_IMMUTABLE)
    expect(headersForPath(table, '/static/0a1b/photo.avif')['cache-control']).toBe(CACHE_IMMUTABLE)
    expect(headersForPath(table, '/sw.js')['cache-control']).toBe(CACHE_NEVER)
    expect(headersForPath(table, '/~partytown/partytown.js')['cache-control']).toBe(CACHE_REVALIDATE)
  })

  it('lets an exact path beat a wildcard and a longer wildcard beat a shorter one, in any order', () => {
    const rules = [
      { source: '/docs/api/*', headers: [{ key: 'X-Test', value: 'longer' }] },
      { source: '/docs/api/index.json', headers: [{ key: 'x-test', value: 'exact' }] },
      { source: '/docs/*', headers: [{ key: 'x-test', value: 'shorter' }] },
      { source: '/*', headers: [{ key: 'cache-control', value: 'no-cache' }] },
    ]
    expect(headersForPath(rules, '/docs/api/index.json')['x-test']).toBe('exact')
    expect(headersForPath(rules, '/docs/api/other.json')['x-test']).toBe('longer')
    expect(headersForPath(rules, '/docs/guide')['x-test']).toBe('shorter')
    // `/*` in the table replaces Gatsby's defaults, hashed files included
    expect(headersForPath(rules, '/app-3f9810e73b2467097987.js')['cache-control']).toBe('no-cache')
  })

  it('refuses path syntax that the hosts would read differently', () => {
    expect(() => parseSource('/products/:slug')).toThrow(/only exact paths/)
    expect(() => parseSource('/*.js')).toThrow(/only exact paths/)
    expect(parseSource('/static/*')).toEqual({ kind: 'prefix', prefix: '/static/' })
    expect(parseSource('/agenda/')).toEqual({ kind: 'exact', path: '/agenda' })
  })
})

describe('the Content-Security-Policy', () => {
  it('never allows inline scripts by keyword, and allows the third parties only with their ids', () => {
    const policy = contentSecurityPolicy(noIds)
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(policy).not.toContain('cookiebot')
    expect(policy).not.toContain('googletagmanager')
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")

    const withIds = contentSecurityPolicy({
      contactFormUrl: 'https://cms.example.nl/wp-json/gf/v2/forms/1/submissions',
      cookiebotId: 'abc',
      gtmId: 'GTM-1',
    })
    expect(directive(withIds, 'script-src')).toBe(
      "script-src 'self' https://consent.cookiebot.com https://consentcdn.cookiebot.com https://www.googletagmanager.com",
    )
    expect(directive(withIds, 'connect-src')).toContain(
      "connect-src 'self' https://cms.example.nl https://consent",
    )
    expect(directive(withIds, 'frame-src')).toContain('https://consentcdn.cookiebot.com')
  })

  it('takes the hashes of a page into script-src', () => {
    const policy = withScriptHashes(contentSecurityPolicy(noIds), ['sha256-abc=', 'sha256-def='])
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='")
  })
})

describe('inline scripts', () => {
  it('are the scripts a browser runs: not data blocks, not scripts with a src', () => {
    const html = `<!doctype html><html><head>
<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>
<script type="application/ld+json">{"@type":"Organization"}</script><script src="/app.js"></script>
<noscript><script>never()</script></noscript></head><body><script>d()&amp;</script></body></html>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()&amp;'])
  })

  it('are also those held in a <template>: cloned into the page, they run', () => {
    const html =
      '<!doctype html><html><body><template id="t"><p><script>held()</script></p></template></body></html>'
    expect(inlineScripts(html)).toEqual(['held()'])
  })

  it('are hashed as browsers hash them: the text with its line endings normalised', () => {
    // The example of the CSP standard.
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=')
    const [text] = inlineScripts('<script>one()\r\ntwo()</script>')
    expect(text).toBe('one()\ntwo()')
  })
})

describe('the hosts’ files', () => {
  const hashes = new Map([['agenda/index.html', ['sha256-page=']]])

  it('nginx: a map per varying header, exact keys for pages, and no $ that nginx would read as a variable', () => {
    const conf = nginxHttpConf(table, hashes)
    expect(conf).toContain('map $uri $site_cache_control {')
    expect(conf).toMatch(/"\/agenda\/index\.html" "default-src 'self'; script-src 'self' 'sha256-page='; /)
    expect(conf.indexOf('"~^/static/"')).toBeLessThan(conf.indexOf('"~^\\\\/[^/]+-[0-9a-f]{20}'))
    expect(() => nginxString('/price$')).toThrow(/variable/)
  })

  it('Netlify: the same everywhere under /*, the rest only where it differs, each header once per path', () => {
    const files = ['agenda/index.html', 'static/a/photo.avif', 'static/b/photo.webp', 'sw.js', 'robots.txt']
    const text = netlifyHeaders(table, files, hashes)
    const blocks = text.split(/\n(?=\/)/).slice(1)
    expect(blocks[0]).toMatch(/^\/\*\n {2}x-content-type-options: nosniff/)
    expect(blocks[0]).not.toContain('cache-control')
    expect(blocks[0]).not.toContain('content-security-policy')
    expect(text).toContain(`/static/*\n  cache-control: ${CACHE_IMMUTABLE}`)
    expect(text).toContain(`/sw.js\n  cache-control: ${CACHE_NEVER}`)
    expect(text).toContain(
      "/agenda\n  content-security-policy: default-src 'self'; script-src 'self' 'sha256-page='",
    )
    expect(text).not.toContain('/robots.txt')
  })

  it('Netlify: an SVG file gets the policy too (opened directly, its script would run with the site’s rights)', () => {
    const text = netlifyHeaders(table, ['agenda/index.html', 'favicon.svg', 'robots.txt'], hashes)
    expect(text).toMatch(
      /\/favicon\.svg\n {2}content-security-policy: default-src 'self'; script-src 'self'; /,
    )
    expect(text).not.toContain('/robots.txt')
  })
  it('the agenda feed: text/calendar with a short cache; nginx takes the type from its types, not add_header', () => {
    const files = ['agenda.ics', 'agenda/webinar/webinar.ics', 'agenda/index.html']
    const text = netlifyHeaders(table, files, hashes)
    expect(text).toContain(
      `/agenda.ics\n  cache-control: ${CACHE_SHORT}\n  content-type: text/calendar; charset=utf-8`,
    )
    expect(headersForPath(table, '/agenda/webinar/webinar.ics')['cache-control']).toBe(CACHE_REVALIDATE)
    expect(nginxHttpConf(table, hashes)).toContain(`"/agenda.ics" "${CACHE_SHORT}";`)
    expect(nginxHttpConf(table, hashes)).not.toContain('content_type')
    expect(nginxHeaderLines(table).join('\n')).not.toMatch(/add_header content-type /i)
    const server = nginxServerConf(table, [])
    expect(server).toMatch(/location ~ \\\.ics\$ \{\n {4}types \{ text\/calendar ics; \}/)
    expect(server).toMatch(/charset_types [^;]*text\/calendar/)
  })
})
