import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client'
import { GATSBY_PAGE_WRAPPER_ID } from './gatsby-internals'

/** `<html data-hydration-errors="N">`: how many errors React recovered from on this page (browser tests read it). */
export const HYDRATION_ERRORS_ATTRIBUTE = 'data-hydration-errors'

/**
 * React recovers from a page whose server HTML does not match the first client render by rendering that part
 * again in the browser: the visitor sees nothing wrong, but the page did its work twice and the server HTML was
 * not what the app wanted. Such an error is counted on <html> and written to the console, where browser tests
 * and Lighthouse's "errors in console" see it.
 */
export function reportRecoverableError(error: unknown, info?: ErrorInfo): void {
  const root = document.documentElement
  const count = Number(root.getAttribute(HYDRATION_ERRORS_ATTRIBUTE) ?? 0) + 1
  root.setAttribute(HYDRATION_ERRORS_ATTRIBUTE, String(count))
  console.error('React recovered from an error while hydrating this page:', error, info?.componentStack ?? '')
}

/**
 * What Gatsby does by default (react-dom's hydrateRoot over the server HTML, createRoot when a page has none),
 * with recoverable errors reported instead of dropped. Used through Gatsby's `replaceHydrateFunction`.
 *
 * Hydration starts as a transition. React 18 renders a plain hydrateRoot at its default priority, which it
 * does not interrupt: the page's frame (everything outside the Suspense boundaries) hydrated in one task of
 * 130 to 250 ms at Lighthouse's 4x slowdown. As a transition, React renders it in slices of about 5 ms and
 * lets the browser handle input in between; a click or key press on a part not yet hydrated still makes React
 * hydrate that part at once and replay the event. React Router's and Remix's default client entry hydrate so.
 */
export function hydrateApp(app: ReactElement, container: Element): void {
  // Only the container's own server HTML counts: under `gatsby develop` Gatsby also renders its loading
  // indicator through this function, into an empty container of its own.
  const serverRendered = container.querySelector(`#${GATSBY_PAGE_WRAPPER_ID}`)?.hasChildNodes() ?? false
  if (serverRendered)
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError })
    })
  else createRoot(container, { onRecoverableError: reportRecoverableError }).render(app)
}
