import { pushEvent } from './events'
import type { ReportedMetric } from './web-vitals-event'

/**
 * Starts Google's web-vitals library (attribution build) in a chunk of its own; gatsby-browser starts it once
 * statistics are allowed. It reads the browser's buffered performance entries, so starting it late still reports
 * this page's LCP, CLS and TTFB from the beginning, and INP from the interactions that follow. Each metric is
 * pushed when final (for most: when the page is hidden).
 */
export async function reportWebVitals(): Promise<void> {
  // One chunk: the library and the code that turns its reports into events are needed at the same moment.
  const [{ onCLS, onINP, onLCP, onTTFB }, { webVitalsEvent }] = await Promise.all([
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution'),
    import(/* webpackChunkName: "web-vitals" */ './web-vitals-event'),
  ])
  const report = (metric: ReportedMetric) => pushEvent(webVitalsEvent(metric))
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}
