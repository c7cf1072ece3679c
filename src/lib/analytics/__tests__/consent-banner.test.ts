import { keepConsentModeInStep, reopenConsentBanner } from '../consent-banner'

const asArrays = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments))
const consentEvents = () =>
  (window.dataLayer ?? []).filter((entry) => 'event' in entry && entry.event === 'analytics_consent_granted')

beforeEach(() => {
  delete window.dataLayer
  delete window.Cookiebot
})

describe('the consent banner', () => {
  it('updates Consent Mode at once when the visitor changes or withdraws consent', () => {
    keepConsentModeInStep()
    window.Cookiebot = {
      consent: { preferences: false, statistics: true, marketing: false },
      renew: jest.fn(),
    }
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    window.Cookiebot.consent.statistics = false
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    const updates = asArrays().filter((entry) => entry[0] === 'consent')
    expect(updates).toHaveLength(2)
    expect(updates[0]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ])
    expect(updates[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
  })

  it('announces the first grant of statistics in a page load, once, saying whether a page view waits', () => {
    // The listeners of the test above are still on the window; they announced their grant there already.
    keepConsentModeInStep()
    window.dataLayer = [
      { event: 'page_view', page_url: 'https://www.example.nl/?utm_source=x', referrer_url: '' },
    ]
    window.Cookiebot = {
      consent: { preferences: false, statistics: false, marketing: false },
      renew: jest.fn(),
    }
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    expect(consentEvents()).toEqual([])
    window.Cookiebot.consent.statistics = true
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    expect(consentEvents()).toEqual([{ event: 'analytics_consent_granted', resend_page_view: true }])
    // The consent update comes first, so Tag Manager sees analytics_storage granted when the event arrives.
    const lastUpdate = (window.dataLayer ?? []).findIndex(
      (entry) =>
        Array.from(entry as IArguments)[0] === 'consent' &&
        (Array.from(entry as IArguments)[2] as { analytics_storage: string }).analytics_storage === 'granted',
    )
    expect(lastUpdate).toBeLessThan(
      (window.dataLayer ?? []).findIndex(
        (entry) => 'event' in entry && entry.event === 'analytics_consent_granted',
      ),
    )
  })

  it('runs what waits for statistics once, at the first grant, after the announcement; never on a refusal', () => {
    const started: unknown[][] = []
    keepConsentModeInStep({ onStatisticsAllowed: () => started.push([...consentEvents()]) })
    window.Cookiebot = {
      consent: { preferences: true, statistics: false, marketing: true },
      renew: jest.fn(),
    }
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    expect(started).toEqual([])
    window.Cookiebot.consent.statistics = true
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    window.Cookiebot.consent.statistics = false
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    window.Cookiebot.consent.statistics = true
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    expect(started).toEqual([[expect.objectContaining({ event: 'analytics_consent_granted' })]])
  })

  it('reopens with Cookiebot’s own renew(), and does nothing without the banner', () => {
    expect(() => reopenConsentBanner()).not.toThrow()
    const renew = jest.fn()
    window.Cookiebot = { consent: { preferences: false, statistics: false, marketing: false }, renew }
    reopenConsentBanner()
    expect(renew).toHaveBeenCalledTimes(1)
  })
})
