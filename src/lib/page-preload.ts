/**
 * Preloading the pages that links point to (spec section 9), for the site's own link component (AppLink).
 *
 * Gatsby's loader does the actual work, as it does for Gatsby's <Link>: `enqueue` waits until the browser is
 * idle, runs at most 5 preloads at once and skips them on slow-2g or with data saver on; `hovering` loads a
 * page at once, because a click is likely to follow. What this file adds is one IntersectionObserver for every
 * link on the page, where Gatsby's <Link> creates one per link while the page hydrates.
 */

interface Preload {
  abort(): void
}

interface GatsbyLoader {
  enqueue(path: string): Preload | undefined
  hovering(path: string): void
}

declare global {
  interface Window {
    /** Gatsby's page loader (gatsby/cache-dir/loader.js), there in the browser once the app has started. */
    ___loader?: GatsbyLoader
  }
}

/** The page a link leads to, as the loader knows it: path and query, without the #fragment. */
const pageOf = (link: HTMLAnchorElement) => link.pathname + link.search

const isCurrentPage = (link: HTMLAnchorElement) =>
  pageOf(link) === window.location.pathname + window.location.search

const preloads = new Map<HTMLAnchorElement, Preload>()
const observed = new Set<HTMLAnchorElement>()
let observer: IntersectionObserver | undefined

function onVisibilityChange(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const link = entry.target as HTMLAnchorElement
    if (entry.isIntersecting && !isCurrentPage(link)) {
      const preload = window.___loader?.enqueue(pageOf(link))
      if (preload) preloads.set(link, preload)
    } else {
      // Out of view before its turn came: Gatsby's <Link> gives up the preload too.
      preloads.get(link)?.abort()
      preloads.delete(link)
    }
  }
}

/** Links that left the page (a navigation replaced them) are no longer watched. */
function forgetRemovedLinks(): void {
  for (const link of observed) {
    if (link.isConnected) continue
    observer?.unobserve(link)
    observed.delete(link)
    preloads.get(link)?.abort()
    preloads.delete(link)
  }
}

let forgetScheduled = false

/** React calls a ref with null before the link leaves the document: look once it has, after this task. */
function forgetRemovedLinksSoon(): void {
  if (forgetScheduled) return
  forgetScheduled = true
  setTimeout(() => {
    forgetScheduled = false
    forgetRemovedLinks()
  })
}

/**
 * A ref callback: the page behind this link is preloaded while the link is in view. Called for every link as
 * the page hydrates, so it only starts watching; removed links are let go after they have gone.
 */
export function preloadWhenInView(link: HTMLAnchorElement | null): void {
  if (link === null) {
    forgetRemovedLinksSoon()
    return
  }
  if (typeof IntersectionObserver === 'undefined') return
  observer ??= new IntersectionObserver(onVisibilityChange)
  observer.observe(link)
  observed.add(link)
}

/** For hover: the visitor is likely to click, so the page loads now. */
export function preloadNow(link: HTMLAnchorElement): void {
  if (!isCurrentPage(link)) window.___loader?.hovering(pageOf(link))
}
