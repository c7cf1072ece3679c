import { CONSENT_DEFAULTS, consentDefaultsScript } from '../consent-defaults'
import { createPageViewTracker, withoutPersonalData } from '../page-views'
import {
  COOKIEBOT_SRC,
  loadConsentBanner,
  loadTagManager,
  NO_COOKIEBOT_ID_MESSAGE,
} from '../third-party-scripts'

const page = (path: string) => ({ href: `https://www.example.nl${path}`, pathname: path })

beforeEach(() => {
  delete window.dataLayer
  document.head.innerHTML = ''
})

describe('consent defaults', () => {
  it('put "denied" for every kind of storage first in the data layer, as gtag arguments', () => {
    // Runs the exact inline script the page head carries.
    new Function(consentDefaultsScript())()
    const [first] = window.dataLayer ?? []
    expect(Array.from(first as IArguments)).toEqual(['consent', 'default', CONSENT_DEFAULTS])
    expect(CONSENT_DEFAULTS).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied' })
  })
})

describe('page views', () => {
  it('pushes one page_view per navigation, with the previous page as referrer after the first', () => {
    const track = createPageViewTracker()
    const home = page('/')
    const contact = page('/contact')
    track(home, null)
    track(home, null) // the same navigation reported twice
    track(contact, home)
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_url: 'https://www.example.nl/',
        referrer_url: withoutPersonalData(document.referrer),
      },
      {
        event: 'page_view',
        page_url: 'https://www.example.nl/contact',
        referrer_url: 'https://www.example.nl/',
      },
    ])
  })
})

describe('page views without personal data', () => {
  it('keep the campaign parameters and drop every other parameter and the fragment', () => {
    const track = createPageViewTracker()
    track(
      page(
        '/contact?input_1=Jan&input_2=jan%40example.nl&utm_source=nieuwsbrief&gclid=abc&input_5=0612345678#x',
      ),
      page('/over-ons?email=jan%40example.nl#y'),
    )
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_url: 'https://www.example.nl/contact?utm_source=nieuwsbrief&gclid=abc',
        referrer_url: 'https://www.example.nl/over-ons',
      },
    ])
  })

  it('keep another site’s referrer without its query, and nothing of an address that is none', () => {
    expect(withoutPersonalData('https://www.google.com/search?q=jan+de+vries')).toBe(
      'https://www.google.com/search',
    )
    expect(withoutPersonalData('')).toBe('')
  })
})

describe('third-party scripts', () => {
  it('without a Cookiebot id, log exactly the spec’s line and load nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    loadConsentBanner('')
    expect(warn).toHaveBeenCalledWith(NO_COOKIEBOT_ID_MESSAGE)
    expect(NO_COOKIEBOT_ID_MESSAGE).toBe('No Cookiebot ID given. Aborting...')
    expect(document.querySelector('script')).toBeNull()
    warn.mockRestore()
  })

  it('load the consent banner with its id, asynchronously', () => {
    loadConsentBanner('abc-123')
    const script = document.querySelector<HTMLScriptElement>('script#Cookiebot')
    expect(script?.src).toBe(COOKIEBOT_SRC)
    expect(script?.dataset.cbid).toBe('abc-123')
    expect(script?.async).toBe(true)
  })

  it('load the tag manager with its container id after the cleaned addresses and its start in the data layer', () => {
    window.history.replaceState(null, '', '/contact/?email=iemand%40example.nl&utm_source=mail#form')
    loadTagManager('GTM-TEST1')
    expect(document.querySelector('script')?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(window.dataLayer).toEqual([
      { page_url: `${window.location.origin}/contact/?utm_source=mail`, referrer_url: '' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ])
    document.head.innerHTML = ''
    loadTagManager('')
    expect(document.querySelector('script')).toBeNull()
  })
})
