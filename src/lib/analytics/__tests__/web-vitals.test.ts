import type { ReportedMetric } from '../web-vitals-event'
import { webVitalsEvent } from '../web-vitals-event'
import { reportWebVitals } from '../web-vitals'

type Report = (metric: ReportedMetric) => void
const callbacks: Record<string, Report> = {}
jest.mock('web-vitals/attribution', () => ({
  onLCP: (report: Report) => (callbacks.LCP = report),
  onINP: (report: Report) => (callbacks.INP = report),
  onCLS: (report: Report) => (callbacks.CLS = report),
  onTTFB: (report: Report) => (callbacks.TTFB = report),
}))

const base = { id: 'v5-1-2', delta: 0, entries: [], navigationType: 'navigate' } as const

const lcp = (rating: ReportedMetric['rating'], value: number) =>
  ({
    ...base,
    name: 'LCP',
    value,
    rating,
    attribution: { target: 'main>img.hero' },
  }) as unknown as ReportedMetric

beforeEach(() => {
  delete window.dataLayer
})

describe('the web_vitals event', () => {
  it('carries name, value, rating, id and navigation type; the target only when the rating is not good', () => {
    expect(webVitalsEvent(lcp('good', 1203.6))).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1204,
      metric_rating: 'good',
      metric_id: 'v5-1-2',
      navigation_type: 'navigate',
      metric_target: undefined,
    })
    expect(webVitalsEvent(lcp('poor', 4800))).toMatchObject({
      metric_rating: 'poor',
      metric_target: 'main>img.hero',
    })
  })

  it('takes each metric’s own attribution target, keeps CLS to four decimals, and cuts long selectors', () => {
    const inp = {
      ...base,
      name: 'INP',
      value: 312,
      rating: 'needs-improvement',
      attribution: { interactionTarget: 'button#menu' },
    }
    const cls = {
      ...base,
      name: 'CLS',
      value: 0.123456,
      rating: 'needs-improvement',
      attribution: { largestShiftTarget: `div>${'p.x>'.repeat(40)}img` },
    }
    const ttfb = { ...base, name: 'TTFB', value: 1900.4, rating: 'poor', attribution: {} }
    expect(webVitalsEvent(inp as unknown as ReportedMetric).metric_target).toBe('button#menu')
    const clsEvent = webVitalsEvent(cls as unknown as ReportedMetric)
    expect(clsEvent.metric_value).toBe(0.1235)
    expect(clsEvent.metric_target).toHaveLength(100)
    expect(clsEvent.metric_target?.endsWith('img')).toBe(true)
    expect(webVitalsEvent(ttfb as unknown as ReportedMetric)).toMatchObject({
      metric_value: 1900,
      metric_target: undefined,
    })
  })
})

describe('reportWebVitals', () => {
  it('reports LCP, INP, CLS and TTFB from the attribution build into the data layer', async () => {
    await reportWebVitals()
    expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    callbacks.LCP!(lcp('needs-improvement', 2800))
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'web_vitals', metric_name: 'LCP', metric_value: 2800 }),
    ])
  })
})
