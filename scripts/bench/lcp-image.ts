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
    // `load` waited for the page's eager images, not for their paint: the image's LCP entry can come well after
    // it (the main thread is busy then), and reading the entries at `load` took the heading for the LCP in 3 of 5
    // loads. So the entries are read once every image on the first screen that has arrived either has an entry
    // or is smaller than the largest one (each frame, at most 5 s: a page that painted nothing).
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    const entry = await page.evaluate(async () => {
      type Candidate = PerformanceEntry & { url: string; size: number; element: Element | null }
      const entries: Candidate[] = []
      const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Candidate[])))
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
      const giveUpAt = performance.now() + 5_000
      for (;;) {
        entries.push(...(observer.takeRecords() as Candidate[]))
        const largest = entries.at(-1)?.size ?? 0
        const imageWithoutEntry = [...document.images].some((image) => {
          const box = image.getBoundingClientRect()
          const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0)
          const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
          const area = width > 0 && height > 0 ? width * height : 0
          return (
            image.complete && area >= largest && !entries.some((candidate) => candidate.element === image)
          )
        })
        if (!imageWithoutEntry || performance.now() > giveUpAt) break
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      observer.disconnect()
      const last = entries.at(-1)
      const box = last?.element?.getBoundingClientRect()
      return last?.url && box ? { url: last.url, width: box.width, height: box.height } : null
    })
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
