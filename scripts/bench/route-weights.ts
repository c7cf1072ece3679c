import { chromium, type Browser, type Response } from '@playwright/test'
import { statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_PATH } from '../support/chromium'
import { pageDataPath } from '../../server/lib/page-data-path'
import { BENCH_CHROMIUM_FLAGS, thirdPartyFlags } from './chromium'
import { THIRD_PARTY_HOSTS, type ThirdPartyStub } from './third-party-stub'

/**
 * What a route costs a visitor who only opens it: every request until the page has been quiet for a while,
 * without scrolling, hovering or clicking. That includes the consent banner, the tag manager and Gatsby's
 * link prefetching, which all start on their own once the page is idle.
 */
export interface RouteWeights {
  /** first-party JavaScript, gzip bytes: the page's own scripts plus what the page prefetched by itself */
  jsGzip: number
  /** of which: scripts the page runs (not prefetched for later pages) */
  jsExecutedGzip: number
  /** of those: scripts fetched before the page became usable (html[data-interactive]) */
  jsBeforeInteractionGzip: number
  /** of those: scripts fetched once the page was usable, when the browser is idle (the code of controls not used yet) */
  jsIdleGzip: number
  /** stylesheets and the page's inline <style> elements, gzip bytes */
  cssGzip: number
  htmlBytes: number
  htmlGzip: number
  /** the route's page-data.json, as stored (uncompressed) */
  pageDataBytes: number
  requests: number
  thirdPartyRequests: number
}

const QUIET_MS = 4000

/** In the page, as text (the bench runs through tsx, whose compiled functions name helpers the page lacks). */
const INTERACTIVE_AT = `
  // The document, not its root element: an init script runs before the parser has made the <html> the page keeps.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-interactive')) return
    window.__interactiveAt = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] })
`
const SCRIPTS_SINCE_INTERACTIVE = `
  performance
    .getEntriesByType('resource')
    .filter((entry) => window.__interactiveAt !== undefined && entry.startTime >= window.__interactiveAt)
    .filter((entry) => entry.initiatorType === 'script')
    .map((entry) => entry.name)
`
const MAX_WAIT_MS = 20000

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 6 }).length

/** The route's page-data.json in the build, as stored (uncompressed). */
function pageDataBytesOf(publicDir: string, routePath: string): number {
  return statSync(path.join(publicDir, pageDataPath(routePath))).size
}

function inlineStyles(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
}

export async function launchForWeights(stub: ThirdPartyStub): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BENCH_CHROMIUM_FLAGS, ...thirdPartyFlags(THIRD_PARTY_HOSTS, stub.port)],
  })
}

export async function measureRouteWeights(
  browser: Browser,
  origin: string,
  publicDir: string,
  routePath: string,
): Promise<RouteWeights> {
  // The service worker is blocked: its own downloads are not the page's, and it would answer from its cache.
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true })
  const page = await context.newPage()
  const responses: Response[] = []
  let lastActivity = Date.now()
  // When the page became usable (the site sets html[data-interactive] after hydration), by the page's own clock.
  await page.addInitScript(INTERACTIVE_AT)
  page.on('request', () => (lastActivity = Date.now()))
  page.on('response', (response) => {
    lastActivity = Date.now()
    responses.push(response)
  })
  try {
    await page.goto(`${origin}${routePath}`, { waitUntil: 'load' })
    const started = Date.now()
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await page.waitForTimeout(250)
    }
    // Scripts the page started fetching once it was usable: the code of controls not used yet, fetched when idle.
    const idleUrls = new Set(await page.evaluate<string[]>(SCRIPTS_SINCE_INTERACTIVE))
    let jsGzip = 0
    let jsExecutedGzip = 0
    let jsIdleGzip = 0
    let cssGzip = 0
    let html = ''
    for (const response of responses) {
      const url = new URL(response.url())
      if (url.origin !== origin || response.status() >= 300) continue
      const request = response.request()
      const body = await response.body().catch(() => Buffer.alloc(0))
      const type = request.resourceType()
      if (type === 'document') html = body.toString('utf8')
      else if (type === 'script' || url.pathname.endsWith('.js')) {
        const bytes = gzipBytes(body)
        jsGzip += bytes
        if (type === 'script') jsExecutedGzip += bytes
        if (type === 'script' && idleUrls.has(url.toString())) jsIdleGzip += bytes
      } else if (type === 'stylesheet') cssGzip += gzipBytes(body)
    }
    const styles = inlineStyles(html)
    if (styles) cssGzip += gzipBytes(styles)
    return {
      jsGzip,
      jsExecutedGzip,
      jsBeforeInteractionGzip: jsExecutedGzip - jsIdleGzip,
      jsIdleGzip,
      cssGzip,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipBytes(html),
      pageDataBytes: pageDataBytesOf(publicDir, routePath),
      requests: responses.length,
      thirdPartyRequests: responses.filter((response) => new URL(response.url()).origin !== origin).length,
    }
  } finally {
    await context.close()
  }
}
