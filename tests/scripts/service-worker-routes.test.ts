import { pageKey, pageToStore, requestKind, type RequestFacts } from '../../src/service-worker/request-kind'
import { parseWorkerMessage } from '../../src/lib/pwa/worker-messages'

const site = { origin: 'https://www.example.nl', passThrough: ['/sw.js', '/build-info.json'] }
const request = (address: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  url: new URL(address, site.origin),
  method: 'GET',
  mode: 'cors',
  hasRange: false,
  ...facts,
})

describe('the service worker’s routes', () => {
  it('sorts this site’s requests by kind', () => {
    expect(requestKind(request('/agenda', { mode: 'navigate' }), site)).toBe('page')
    expect(requestKind(request('/page-data/agenda/page-data.json'), site)).toBe('data')
    expect(requestKind(request('/app-0123456789abcdef0123.js'), site)).toBe('code')
    expect(requestKind(request('/styles-0123456789abcdef0123.css'), site)).toBe('code')
    expect(requestKind(request('/static/abc123/hero.webp'), site)).toBe('image')
    expect(requestKind(request('/manifest.webmanifest'), site)).toBe('other')
  })

  it('leaves other origins, other methods, range requests and pass-through paths to the browser', () => {
    expect(requestKind(request('https://consent.cookiebot.com/uc.js'), site)).toBeNull()
    expect(requestKind(request('https://cms.example.nl/wp-json/', { mode: 'navigate' }), site)).toBeNull()
    expect(requestKind(request('/contact', { method: 'POST', mode: 'navigate' }), site)).toBeNull()
    expect(requestKind(request('/static/abc/video.mp4', { hasRange: true }), site)).toBeNull()
    expect(requestKind(request('/sw.js'), site)).toBeNull()
    expect(requestKind(request('/build-info.json'), site)).toBeNull()
  })

  it('stores a page once, whatever its query', () => {
    expect(pageKey('https://www.example.nl/agenda?utm_source=mail#top')).toBe('https://www.example.nl/agenda')
  })
})

describe('the "store this page" message', () => {
  it('accepts pages of this site, stored without their query', () => {
    expect(pageToStore('https://www.example.nl/', site)).toBe('https://www.example.nl/')
    expect(pageToStore('https://www.example.nl/producten-en-diensten/qbridge?utm_source=x', site)).toBe(
      'https://www.example.nl/producten-en-diensten/qbridge',
    )
    expect(pageToStore('https://www.example.nl/over-ons/', site)).toBe('https://www.example.nl/over-ons/')
  })

  it('refuses addresses that are not pages of this site', () => {
    for (const address of [
      'https://www.example.nl/sw.js',
      'https://www.example.nl/build-info.json',
      'https://www.example.nl/offline.html',
      'https://www.example.nl/manifest.webmanifest',
      'https://www.example.nl/page-data/agenda/page-data.json',
      'https://www.example.nl/page-data/sq/d/123',
      'https://www.example.nl/static/abc123/',
      'https://www.example.nl/app-0123456789abcdef0123.js',
      'https://elders.example/agenda',
      'http://www.example.nl/agenda', // another origin: another scheme
      'javascript:alert(1)',
      'not an address',
    ]) {
      expect([address, pageToStore(address, site)]).toEqual([address, null])
    }
  })

  it('acts only on messages of the expected shape', () => {
    expect(parseWorkerMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' })
    expect(
      parseWorkerMessage({ type: 'STORE_PAGE', page: '/agenda', resources: ['/app.js'], extra: 1 }),
    ).toEqual({
      type: 'STORE_PAGE',
      page: '/agenda',
      resources: ['/app.js'],
    })
    expect(parseWorkerMessage({ type: 'STORE_PAGE', page: '/agenda', resources: [1] })).toBeNull()
    expect(parseWorkerMessage({ type: 'STORE_PAGE', page: 42, resources: [] })).toBeNull()
    expect(parseWorkerMessage({ type: 'CACHE_EVERYTHING' })).toBeNull()
    expect(parseWorkerMessage('SKIP_WAITING')).toBeNull()
    expect(parseWorkerMessage(null)).toBeNull()
  })
})
