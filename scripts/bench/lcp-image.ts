import type { Browser } from '@playwright/test'
import path from 'node:path'
import type { AnchorImage } from './anchor-page'

/** Lighthouse's mobile screen (a Moto G Power), so the page picks the same image from its srcset. */
const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** The image as the anchor shows it, and where the page loaded it from. */
export type LcpImage = AnchorImage & { url: string }

interface LcpEntry {
  url: string
  width: number
  height: number
}

/**
 * The route's largest contentful paint, if it is an image: the image's bytes and the size the page shows it
 * at, read from the browser's own LCP entries on Lighthouse's mobile screen. Null when the LCP is text.
 */
export async function findLcpImage(browser: Browser, pageUrl: string): Promise<LcpImage | null> {
  // The service worker is blocked: the page's own requests, as on a first visit.
  const context = await browser.newContext({ ...LIGHTHOUSE_MOBILE, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(pageUrl, { waitUntil: 'load' })
    const entry = await page.evaluate(
      () =>
        new Promise<LcpEntry | null>((resolve) => {
          setTimeout(() => resolve(null), 5_000) // a page that painted nothing
          // `buffered` hands over the entries recorded before the observer; the last is the LCP.
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { url: string; element: Element | null }) | undefined
            const box = last?.element?.getBoundingClientRect()
            resolve(last?.url && box ? { url: last.url, width: box.width, height: box.height } : null)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    if (entry === null) return null
    const response = await context.request.get(entry.url)
    if (!response.ok()) throw new Error(`The LCP image ${entry.url} answered ${response.status()}`)
    return {
      url: entry.url,
      name: `lcp-image${path.extname(new URL(entry.url).pathname)}`,
      body: await response.body(),
      width: Math.round(entry.width),
      height: Math.round(entry.height),
    }
  } finally {
    await context.close()
  }
}
