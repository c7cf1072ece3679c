import { pushEvent } from './events'
import { whenIdle } from '../dom/when-idle'
import { webVitalsEvent, type ReportedMetric } from './web-vitals-event'

/**
 * Starts Google's web-vitals library (attribution build) in a chunk of its own. It reads the browser's buffered
 * performance entries, so starting it late still reports this page's LCP, CLS and TTFB from the beginning, and
 * INP from the interactions that follow. Each metric is pushed when final (for most: when the page is hidden).
 */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals/attribution'
  )
  const report = (metric: ReportedMetric) => pushEvent(webVitalsEvent(metric))
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}

/**
 * Runs `task` when the browser is idle after the window's load event: nothing of it competes with the page's
 * own loading or hydration, so it adds no blocking time.
 */
export function afterLoadWhenIdle(task: () => void): void {
  const idle = () => whenIdle(task, 5000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
