import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  START_AT_THE_LATEST_MS,
  appStartScript,
  startAppAfterFirstPaint,
  startAppAfterFirstPaintInPages,
} from './start-app-after-first-paint'

// Gatsby's page ending, as its webpack stats extractor writes it.
const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><main>Inhoud</main><script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>${scripts}</body></html>`

describe('starting the app after the first paint: the page', () => {
  it('loses Gatsby’s script elements and gets low-priority preloads and the start script in their place', () => {
    const html = startAppAfterFirstPaint(page(GATSBY_SCRIPTS))!
    expect(html).not.toContain('<script src=')
    expect(html).toContain(
      '<link rel="preload" as="script" href="/webpack-runtime-1.js" fetchpriority="low"><link rel="preload" as="script" href="/app-2.js" fetchpriority="low"><script>',
    )
    expect(html).toContain(appStartScript(['/webpack-runtime-1.js', '/app-2.js']))
    expect(html).toContain('<script id="gatsby-chunk-mapping">') // Gatsby's other scripts stay as they are
  })

  it('is left alone when it is already done, or has no app scripts (a redirect page)', () => {
    const done = startAppAfterFirstPaint(page(GATSBY_SCRIPTS))!
    expect(startAppAfterFirstPaint(done)).toBeNull()
    expect(startAppAfterFirstPaint('<html><body><a href="/nieuw">Verhuisd</a></body></html>')).toBeNull()
  })

  it('gets what an earlier build wrote renewed, with the same scripts', () => {
    const current = startAppAfterFirstPaint(page(GATSBY_SCRIPTS))!
    const earlier = current.replace(/<script>\(function.*?<\/script>/, '<script>oldStart()</script>')
    expect(startAppAfterFirstPaint(earlier)).toBe(current)
  })

  it('rewrites the pages in a build folder, not Gatsby’s own slice files', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'))
    mkdirSync(path.join(publicDir, 'contact'))
    mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true })
    writeFileSync(path.join(publicDir, 'index.html'), page(GATSBY_SCRIPTS))
    writeFileSync(path.join(publicDir, 'contact', 'index.html'), page(GATSBY_SCRIPTS))
    writeFileSync(path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), GATSBY_SCRIPTS)
    expect(await startAppAfterFirstPaintInPages(publicDir)).toBe(2)
    expect(readFileSync(path.join(publicDir, 'contact', 'index.html'), 'utf8')).not.toContain('<script src=')
    expect(readFileSync(path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), 'utf8')).toBe(
      GATSBY_SCRIPTS,
    )
    expect(await startAppAfterFirstPaintInPages(publicDir)).toBe(0) // a second run finds nothing to do
  })
})

describe('starting the app after the first paint: the start script in the browser', () => {
  type PaintCallback = (
    list: { getEntriesByName(name: string): unknown[] },
    observer: { disconnect(): void },
  ) => void
  let reportPaint: (() => void) | undefined

  /** A PerformanceObserver that reports the first paint when the test says so. */
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint']
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      reportPaint = () =>
        this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this)
    }
    disconnect() {}
  }

  const addedScripts = () =>
    [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))
  const runStartScript = () => new Function(appStartScript(['/webpack-runtime-1.js', '/app-2.js']))()

  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ''
    reportPaint = undefined
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakePerformanceObserver,
      configurable: true,
    })
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
  afterEach(() => {
    jest.useRealTimers()
    delete window.___installOfferBeforeStart
  })

  it('adds the app’s scripts, in order, once the first paint is reported, and only once', () => {
    runStartScript()
    expect(addedScripts()).toEqual([])
    reportPaint!()
    expect(addedScripts()).toEqual(['/webpack-runtime-1.js', '/app-2.js'])
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS)
    expect(addedScripts()).toHaveLength(2)
  })

  it('starts the app anyway when no paint is reported in time', () => {
    runStartScript()
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    expect(addedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(addedScripts()).toEqual(['/webpack-runtime-1.js', '/app-2.js'])
  })

  it('starts the app at once in a tab opened in the background', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    runStartScript()
    expect(addedScripts()).toEqual(['/webpack-runtime-1.js', '/app-2.js'])
  })

  it('keeps an install offer that comes before the app has started, for the app', () => {
    runStartScript()
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(offer)
    expect(offer.defaultPrevented).toBe(true)
    expect(window.___installOfferBeforeStart).toBe(offer)
  })
})
