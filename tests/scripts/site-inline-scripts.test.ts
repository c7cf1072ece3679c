import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inspectInlineScripts, type BuildCache } from '../../src/build/hosting/inline-scripts'
import { siteInlineScripts } from '../../src/build/hosting/site-inline-scripts'
import { UnexpectedInlineScriptError } from '../../src/build/hosting/write-host-files'
import { offlinePageHtml } from '../../src/build/offline-page'
import { AGENDA_AT_VISIT_SCRIPT } from '../../src/lib/agenda-as-built'
import { redirectPage } from '../../src/build/redirect-files'
import { SCRIPTS_AFTER_FIRST_PAINT_SCRIPT } from '../../src/build/scripts-after-first-paint'
import { consentDefaultsScript } from '../../src/lib/analytics/consent-defaults'

const SITE = 'https://www.tandem-praktijksoftware.nl'
const REDIRECT = { from: '/meekijken', to: 'https://cms.example.nl/wp-content/uploads/meekijken/x.exe' }
const check = siteInlineScripts([REDIRECT])

const pageLoader = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`
const chunkMap = `
            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-abc.js'] }))};
          `

/** Gatsby's cache API as the build gets it, kept in a Map. */
function mapCache(): BuildCache {
  const values = new Map<string, unknown>()
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => values.set(key, structuredClone(value)),
  }
}

describe('the inline scripts the site writes are recognised', () => {
  it.each([
    ['the consent defaults', consentDefaultsScript()],
    ["Gatsby's page loader", pageLoader('/vacatures/stagiair-support/')],
    [
      "Gatsby's page loader with the build hash",
      `/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="0a1b2c";/*]]>*/`,
    ],
    ["Gatsby's chunk map", chunkMap],
    ["Gatsby's build hash", 'window.___webpackCompilationHash="2f2c0e6a2bd1e1b0e6b3";'],
    ["the agenda's split by the visitor's clock", AGENDA_AT_VISIT_SCRIPT],
    ["the start of Gatsby's scripts after the first paint", SCRIPTS_AFTER_FIRST_PAINT_SCRIPT],
  ])('accepts %s', (_name, text) => {
    expect(check.accepts(text)).toBe(true)
  })

  it("accepts gatsby-plugin-image's fade-in script exactly as the plugin writes it", () => {
    const written: Array<{ type: string; props: { dangerouslySetInnerHTML?: { __html: string } } }> = []
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ssr = require('gatsby-plugin-image/gatsby-ssr') as {
      onRenderBody: (args: { setHeadComponents: (components: typeof written) => void }) => void
    }
    ssr.onRenderBody({ setHeadComponents: (components) => written.push(...components) })
    const script = written.find((element) => element.type === 'script')?.props.dangerouslySetInnerHTML?.__html
    expect(script).toContain('HTMLImageElement')
    expect(check.accepts(script ?? '')).toBe(true)
    expect(check.accepts(`${script ?? ''};alert(1)`)).toBe(false)
  })

  it.each([
    ['any other script', 'alert(document.cookie)'],
    ['the consent defaults with more after them', `${consentDefaultsScript()}alert(1)`],
    ['code hidden in the page path', `/*<![CDATA[*/window.pagePath="/a";alert(1);"";/*]]>*/`],
    ['code beside the chunk map', `window.___chunkMapping="{}";alert(1);"";`],
    ['a build hash that is code', 'window.___webpackCompilationHash=alert(1);'],
    ['a redirect to another address', 'location.replace("https://evil.example")'],
  ])('refuses %s', (_name, text) => {
    expect(check.accepts(text)).toBe(false)
  })
})

describe('a build with an inline script the site does not write', () => {
  let publicDir: string
  let cache: BuildCache
  const page = (scripts: string) =>
    `<!doctype html><html lang="nl"><head><script>${consentDefaultsScript()}</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>${scripts}` +
    `<script id="gatsby-script-loader">${pageLoader('/over-ons/')}</script><script src="/app-abc.js"></script></body></html>`

  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(os.tmpdir(), 'inline-scripts-'))
    cache = mapCache()
    await mkdir(path.join(publicDir, 'over-ons'))
    await writeFile(path.join(publicDir, 'over-ons/index.html'), page(''))
    await writeFile(path.join(publicDir, 'offline.html'), offlinePageHtml('Tandem', '<svg></svg>'))
    await writeFile(path.join(publicDir, 'meekijken.html'), redirectPage(SITE, REDIRECT))
  })
  afterEach(async () => {
    await rm(publicDir, { recursive: true, force: true })
  })

  it('passes the pages the site writes: consent defaults, page loader, offline page, redirect page', async () => {
    const report = await inspectInlineScripts(publicDir, check, cache)
    expect(report.unexpected).toEqual([])
    expect(report.hashes.get('over-ons/index.html')).toHaveLength(2)
  })

  it('names the page and the start of any other script, even when the page was cached under an older check', async () => {
    await inspectInlineScripts(publicDir, { fingerprint: 'older', accepts: () => true }, cache)
    await writeFile(
      path.join(publicDir, 'over-ons/index.html'),
      page('<script>fetch("/x?c="+document.cookie)</script>'),
    )
    const report = await inspectInlineScripts(publicDir, check, cache)
    expect(report.unexpected).toEqual([
      { file: 'over-ons/index.html', start: '"fetch(\\"/x?c=\\"+document.cookie)"' },
    ])
    expect(new UnexpectedInlineScriptError(report.unexpected).message).toBe(
      '1 inline script(s) in the built pages are not among the scripts the site writes, so they get no hash in ' +
        'the Content-Security-Policy and the build stops:\n  over-ons/index.html: "fetch(\\"/x?c=\\"+document.cookie)"',
    )
  })

  it('reads a page again only when its size or time changed since the cached build', async () => {
    const file = path.join(publicDir, 'over-ons/index.html')
    const builtAt = new Date('2026-11-01T12:00:00Z')
    await utimes(file, builtAt, builtAt)
    const first = await inspectInlineScripts(publicDir, check, cache)
    // Same size and time, other text: the cached result stands (the page was not read again).
    await writeFile(file, page('').replace('over-ons', 'over-xyz'))
    await utimes(file, builtAt, builtAt)
    const cached = await inspectInlineScripts(publicDir, check, cache)
    expect(cached.hashes.get('over-ons/index.html')).toEqual(first.hashes.get('over-ons/index.html'))
    // A rewritten page is read again.
    await writeFile(file, page('<script>alert(1)</script>'))
    const reread = await inspectInlineScripts(publicDir, check, cache)
    expect(reread.unexpected).toEqual([{ file: 'over-ons/index.html', start: '"alert(1)"' }])
  })
})
