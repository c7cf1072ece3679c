import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution'
import type { AnalyticsEvents } from './events'

export type ReportedMetric =
  LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution | TTFBMetricWithAttribution

/** GA4 cuts event parameter values at 100 characters; a selector keeps its most specific (last) part. */
const MAX_PARAMETER_LENGTH = 100

/** The attribution build's CSS selector of the element behind the metric (web-vitals builds it from tag, id, classes). */
function targetOf(metric: ReportedMetric): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target
    case 'INP':
      return metric.attribution.interactionTarget
    case 'CLS':
      return metric.attribution.largestShiftTarget
    case 'TTFB':
      return undefined
  }
}

/**
 * The web_vitals event of one metric report. Times are whole milliseconds; CLS, a unitless score, keeps four
 * decimals. The target only for the slow cases, where someone will go and look at that element.
 */
export function webVitalsEvent(
  metric: ReportedMetric,
): { event: 'web_vitals' } & AnalyticsEvents['web_vitals'] {
  const target = metric.rating === 'good' ? undefined : targetOf(metric)
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10000) / 10000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    metric_target: target ? target.slice(-MAX_PARAMETER_LENGTH) : undefined,
  }
}
