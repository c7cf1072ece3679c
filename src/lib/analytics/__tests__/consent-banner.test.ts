import { keepConsentModeInStep, reopenConsentBanner } from '../consent-banner'

const asArrays = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments))

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
    const updates = asArrays()
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

  it('reopens with Cookiebot’s own renew(), and does nothing without the banner', () => {
    expect(() => reopenConsentBanner()).not.toThrow()
    const renew = jest.fn()
    window.Cookiebot = { consent: { preferences: false, statistics: false, marketing: false }, renew }
    reopenConsentBanner()
    expect(renew).toHaveBeenCalledTimes(1)
  })
})
