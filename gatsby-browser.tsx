import type { GatsbyBrowser } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'
import { analyticsConfig } from './src/lib/analytics/config'
import { createPageViewTracker } from './src/lib/analytics/data-layer'
import { loadConsentBanner, loadTagManager, whenIdle } from './src/lib/analytics/third-party-scripts'
import { installChunkReloadGuard } from './src/lib/reload-guard'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

/**
 * A code chunk that fails to load (a deploy removed it) reloads the page, at most once per path in 10 s. The
 * consent banner loads first (async): the visitor can choose before any tag could run.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReloadGuard()
  loadConsentBanner(analyticsConfig().cookiebotId)
}

/**
 * Marks the moment the page became interactive (React took over the HTML); browser tests wait for it. Then,
 * when the browser is idle, the tag manager loads: it is the heaviest script and must not hold up the page.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true'
  whenIdle(() => loadTagManager(analyticsConfig().gtmId))
}

const trackPageView = createPageViewTracker()

/** One page_view per navigation, the first page included (Gatsby calls this for both). */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  trackPageView(location, prevLocation)
}
