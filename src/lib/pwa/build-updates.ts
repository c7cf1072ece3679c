import { linksLoadFully } from '../dom/links-load-fully'
import { BUILD_INFO_PATH, parseBuildInfo } from './build-info'

/** The first check about 1 s after load; then periodically, and when the tab is shown again. */
export const FIRST_CHECK_DELAY_MS = 1000
export const CHECK_INTERVAL_MS = 5 * 60_000

async function fetchBuildId(): Promise<string | null> {
  try {
    // The timestamp and no-store get past every cache, the browser's and any proxy's.
    const response = await fetch(`${BUILD_INFO_PATH}?t=${Date.now()}`, { cache: 'no-store' })
    return response.ok ? (parseBuildInfo(await response.json())?.buildId ?? null) : null
  } catch {
    return null // offline or a bad answer: ask again at the next check
  }
}

/**
 * Polls the latest-build info. The first answer is the build this page came from; when a later answer names
 * another build, `onNewBuild` is called once and polling stops. Returns a function that stops watching.
 */
export function watchForNewBuilds(
  onNewBuild: (buildId: string) => void,
  fetchLatestBuildId: () => Promise<string | null> = fetchBuildId,
): () => void {
  let pageBuildId: string | null = null
  let stopped = false
  const check = async () => {
    const latest = await fetchLatestBuildId()
    if (stopped || latest === null) return
    if (pageBuildId === null) pageBuildId = latest
    else if (latest !== pageBuildId) {
      stop()
      onNewBuild(latest)
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const firstCheck = window.setTimeout(() => void check(), FIRST_CHECK_DELAY_MS)
  const interval = window.setInterval(() => void check(), CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', onVisible)
  function stop() {
    stopped = true
    window.clearTimeout(firstCheck)
    window.clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisible)
  }
  return stop
}

let outdated = false

/**
 * The next link followed loads the new build from the server instead of rendering with this page's code: the
 * app's router never sees the click (see src/lib/dom/links-load-fully.ts). The back and forward buttons stay
 * inside the app. Only public browser APIs: nothing of Gatsby's internals is involved.
 */
export function loadNewBuildOnNextNavigation(buildId: string): void {
  if (!outdated) linksLoadFully()
  outdated = true
  document.documentElement.dataset.newBuild = buildId
}

/** Whether this page is known to be older than the deployed build. */
export const pageIsOutdated = (): boolean => outdated
