import type { Renderer } from 'react-dom'
import type { GatsbyBrowser } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'
import { hydrateApp } from './src/lib/hydrate-app'
import { analyticsConfig } from './src/lib/analytics/config'
import { installClickTracking } from './src/lib/analytics/click-tracking'
import { keepConsentModeInStep } from './src/lib/analytics/consent-banner'
import { createPageViewTracker } from './src/lib/analytics/page-views'
import { loadConsentBanner, loadTagManager } from './src/lib/analytics/third-party-scripts'
import { afterLoadWhenIdle, whenIdle } from './src/lib/dom/when-idle'
import { reportWebVitals } from './src/lib/analytics/web-vitals'
import {
  checkForNewWorker,
  registerServiceWorker,
  storePageForOffline,
} from './src/lib/pwa/register-service-worker'
import { loadNewBuildOnNextNavigation, watchForNewBuilds } from './src/lib/pwa/build-updates'
import { listenForInstallPrompt } from './src/lib/pwa/install-prompt'
import { serviceWorkerSwitchedOff } from './src/lib/pwa/service-worker-switch'
import { installChunkReloadGuard } from './src/lib/reload-guard'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

/**
 * React 18's hydrateRoot, as Gatsby does it, but reporting the mismatches React recovers from. Gatsby types
 * this hook with react-dom's legacy `Renderer` (the overloads of ReactDOM.render); Gatsby 5 calls it as
 * `(app, container)` only, which is hydrateApp's signature.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateApp as unknown as Renderer

/**
 * Real visitors' Core Web Vitals, from a chunk of its own, once the page has loaded and the browser is idle. Only
 * with statistics allowed: every tag of the container needs that consent and Tag Manager never retries a blocked
 * one, so a measurement taken without it could never be sent (docs/analytics.md, "Web vitals").
 */
const startWebVitals = () => afterLoadWhenIdle(() => void reportWebVitals().catch(() => undefined))

/**
 * A code chunk that fails to load (a deploy removed it) reloads the page, at most once per path in 10 s. The
 * consent banner loads first (async): the visitor can choose before any tag could run, and every later choice
 * updates Consent Mode at once. Contact and agenda clicks are counted from here on (one document listener).
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReloadGuard()
  listenForInstallPrompt()
  keepConsentModeInStep({ onStatisticsAllowed: startWebVitals })
  loadConsentBanner(analyticsConfig().cookiebotId)
  installClickTracking()
}

/**
 * Marks the moment the page became interactive (React took over the HTML); browser tests wait for it. Then,
 * when the browser is idle, the tag manager loads (the heaviest script, it must not hold up the page) and the
 * service worker registers. From then on a built page watches for a newer build: found, the next navigation loads it.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true'
  // Two idle moments, not one: together they made a task long enough to block a phone's input.
  whenIdle(() => loadTagManager(analyticsConfig().gtmId))
  whenIdle(() =>
    registerServiceWorker({
      switchedOff: serviceWorkerSwitchedOff({ GATSBY_SERVICE_WORKER: process.env.GATSBY_SERVICE_WORKER }),
    }),
  )
  // build-info.json comes from `gatsby build` (src/build/write-service-worker.ts): develop, and so the preview,
  // has none, and the preview's gate refuses the question.
  if (process.env.NODE_ENV !== 'production') return
  watchForNewBuilds((buildId) => {
    loadNewBuildOnNextNavigation(buildId)
    checkForNewWorker()
  })
}

const trackPageView = createPageViewTracker()

/**
 * One page_view per navigation, the first page included (Gatsby calls this for both). After a client-side
 * navigation the worker also stores the page's HTML, so it opens offline later, not just within this visit.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  trackPageView(location, prevLocation)
  if (prevLocation) storePageForOffline()
}
