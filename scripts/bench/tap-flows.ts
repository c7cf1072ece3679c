import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test'
import {
  throttling as lighthouseThrottling,
  screenEmulationMetrics,
  userAgents,
} from 'lighthouse/core/config/constants.js'
import { CHROMIUM_PATH } from '../support/chromium'
import { BENCH_CHROMIUM_FLAGS, unreachableHostsFlag } from './chromium'
import { THIRD_PARTY_HOSTS } from './third-party-stub'
import {
  tapChecks,
  tapRows,
  type BudgetCheck,
  type LoadInteraction,
  type TapRow,
  type TimedTap,
} from './budgets'

/**
 * Taps as user flows: what a visitor on a phone feels when they tap, in Chromium under Lighthouse's mobile
 * profile, applied (CPU 4× slower, 562.5 ms added to each request, 1.44 Mbps down: the 150 ms and 1.6 Mbps of
 * its simulation adjusted for throttling in the browser), on a phone's screen with touch. `npm run bench` runs
 * it on its build; `npm run bench:taps` (taps-cli.ts) alone.
 *
 * Each page (home, a product, a vacancy, the agenda, the contact page, an activity) is loaded `runs` times; 3 s
 * after it has become usable (html[data-interactive]: a visitor glancing at it), these taps, each timed from the
 * finger lifting (pointerup) to the first frame that shows the result (a panel on standby is in the page but hidden, so
 * only a visible one counts):
 *   - Menu: the flyout on screen; then, closed, a second tap;
 *   - a submenu (Producten): its Terug button on screen;
 *   - Kom in contact: the form's first field on screen; then, closed, a second tap;
 *   - on the contact page, Versturen on the filled-in form: the confirmation on screen (the CMS's answer comes
 *     from a stand-in in the page, Gravity Forms' own shape, at once: CMS_STAND_IN).
 * INP is each load's longest event duration of its interactions (Event Timing). Budgets: budgets.ts.
 *
 * A tap is a finger's (fingerTap): down at the middle of the control, found before the visitor's pause, held
 * FINGER_HOLD_MS, and up. The page answers a tap when the finger lifts (the click), so a tap is timed from its
 * pointerup; INP takes in every event of it, the pointerdown's included. Playwright's own tap() was no finger: it
 * checks the control in the page just before it taps and during the tap (its script evaluated then, 55 ms at 4×;
 * its listeners on pointerdown, pointerup, touchstart and touchend hit-testing the page, 5–10 ms each), and it
 * lifts the finger in the same moment it puts it down, so the click waited behind the pointerdown's handling and
 * the frame that shows the pressed state, which a visitor's phone does while the finger is still down.
 */
/**
 * The consent banner's and the tag manager's hosts resolve nowhere, on any machine: the taps are a visitor's whose
 * browser blocks them, so the banner's bar never covers a control (its choice would be an interaction of its own)
 * and no run depends on the network.
 */
const THIRD_PARTIES_UNREACHABLE = unreachableHostsFlag(THIRD_PARTY_HOSTS)

/** The pages of issue 54's table; the contact page has the form in place of the 'Kom in contact' button. */
export const TAP_PAGES = [
  { label: 'home', path: '/', contactButton: true },
  { label: 'product', path: '/producten-en-diensten/exquise-next-generation/', contactButton: true },
  { label: 'vacancy', path: '/vacatures/supportmedewerker-tandartspraktijken/', contactButton: true },
  { label: 'agenda', path: '/agenda/', contactButton: true },
  { label: 'contact', path: '/contact/', contactButton: false },
  { label: 'activity', path: '/agenda/tandem-gebruikersdag-2026/', contactButton: true },
] as const
const CONTACT_PAGE = '/contact/'
/** From the page becoming usable to the first tap: a visitor glancing at it. */
const VISITOR_PAUSE_MS = 3000
/** From the next control found still (a result on screen, a panel closed, the form filled) to its tap. */
const NEXT_TAP_PAUSE_MS = 1000
/** How long the finger is down: the short end of a person's tap. */
const FINGER_HOLD_MS = 50

/** A tap's result on screen: an element matching `selector` (and holding `text`), with a size and not hidden. */
interface Shown {
  selector: string
  text?: string
}
const SHOWN = {
  menu: { selector: '[role="dialog"][aria-label="Menu"]' },
  submenu: { selector: '[role="dialog"][aria-label="Menu"] button', text: 'Terug' },
  contact: { selector: '[role="dialog"] form input:not([type="hidden"]):not([tabindex="-1"])' },
  confirmation: { selector: '[data-testid="contact-confirmation"]' },
} satisfies Record<string, Shown>

export interface TapResults {
  runs: number
  rows: TapRow[]
  loads: LoadInteraction[]
  taps: TimedTap[]
  checks: BudgetCheck[]
}

type Log = (line: string) => void

/** The page's interactions' longest event duration (Event Timing), from before its first script, and what it was. */
const EVENT_TIMING = `
  window.__longestInteraction = 0
  window.__longestInteractionWas = ''
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId && entry.duration > window.__longestInteraction) {
        window.__longestInteraction = entry.duration
        const target = entry.target
        window.__longestInteractionWas = entry.name + ' on ' + (target ? (target.getAttribute('aria-label') || target.textContent || target.tagName).trim().slice(0, 30) : '?')
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
`

/**
 * The contact form's CMS, in the page: a send is answered at once, as Gravity Forms answers a valid entry. What
 * is timed is the site's part of sending; a stand-in outside the page (Playwright's routing) added a trip through
 * the test process, tens of milliseconds that vary with the machine's load.
 */
const CMS_STAND_IN = `
  const fetchFromNetwork = window.fetch.bind(window)
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).endsWith('/wp-json/gf/v2/forms/1/submissions')
      ? Promise.resolve(new Response(
          JSON.stringify({ is_valid: true, confirmation_message: '<p>Bedankt voor uw bericht.</p>' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ))
      : fetchFromNetwork(input, init)
`

/** A measured page, and its DevTools session: the throttling, and the finger. */
interface Phone {
  page: Page
  cdp: CDPSession
}

async function openThrottled(browser: Browser, url: string, log: Log): Promise<Phone> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'nl-NL',
  })
  const page = await context.newPage()
  log(`opening ${url}`)
  await page.addInitScript(EVENT_TIMING)
  await page.addInitScript(CMS_STAND_IN)
  const cdp = await context.newCDPSession(page)
  const mobile = lighthouseThrottling.mobileSlow4G
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobile.requestLatencyMs,
    downloadThroughput: (mobile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (mobile.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobile.cpuSlowdownMultiplier })
  // What went wrong, when the page never becomes usable: its errors and the requests that failed.
  const trouble: string[] = []
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    trouble.push(`failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  )
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  // The visitor sees the page become usable (Gatsby's link prefetching keeps the network busy for long on a slow
  // line, so "network idle" is no moment a visitor waits for).
  await page
    .locator('html[data-interactive]')
    .waitFor({ state: 'attached', timeout: 120_000 })
    .catch((error: unknown) => {
      throw new Error(`${url} never became usable: ${String(error)}\n${trouble.join('\n')}`)
    })
  return { page, cdp }
}

/**
 * In the page: from the next pointerup, every frame, whether `shown` is on screen; resolves with the times since
 * the pointerup and since the pointerdown before it. It rejects when the result is on screen already, or when the
 * touch lands outside the control fingerAt found (window.__finger): a misfire, not a slow answer. Written as
 * text: the bench runs through tsx, whose compiled functions name helpers the page lacks.
 */
const watchNextTap = (shown: Shown) => `
  window.__tap = new Promise((resolve, reject) => {
    const { selector, text } = ${JSON.stringify(shown)}
    const shownNow = () =>
      [...document.querySelectorAll(selector)].some((element) => {
        if (text !== undefined && !element.textContent.includes(text)) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
      })
    if (shownNow()) return reject(new Error('on screen before the tap: ' + selector))
    let down = null
    addEventListener('pointerdown', (event) => {
      down = event.timeStamp
      if (!window.__finger || !window.__finger.contains(event.target)) reject(new Error('the touch missed the control'))
    }, { once: true, capture: true })
    addEventListener('pointerup', (event) => {
      const loop = () => {
        if (!shownNow()) return requestAnimationFrame(loop)
        const now = performance.now()
        resolve({ fromUp: now - event.timeStamp, fromDown: now - (down ?? event.timeStamp) })
      }
      requestAnimationFrame(loop)
    }, { once: true, capture: true })
  })
  // Not the promise: page.evaluate would wait for it, and it settles only after the tap.
  undefined
`

/**
 * Where a finger taps `target`: the middle of its box, once it is on screen and nothing moves (an animation that
 * repeats for ever, a spinner, does not count), checked to be the control the page would hit there (a panel over
 * it fails the flow). The control is kept in the page (window.__finger) for the watcher's check.
 */
async function fingerAt(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded()
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {
      throw new Error(`an animation still ran 10 s after ${target.toString()} was to be tapped`)
    })
  const point = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    const hit = document.elementFromPoint(x, y)
    Object.assign(window, { __finger: element })
    return { x, y, hits: hit !== null && element.contains(hit) }
  })
  if (!point.hits) throw new Error(`something covers ${target.toString()} where a finger would tap it`)
  return point
}

/**
 * A finger down at (x, y) and lifted FINGER_HOLD_MS later, as touch events (a phone's screen sends them): the lift
 * is sent when the hold is over, whether or not the page has answered the touch yet.
 */
async function fingerTap(cdp: CDPSession, x: number, y: number): Promise<void> {
  const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  await new Promise((resolve) => setTimeout(resolve, FINGER_HOLD_MS))
  await Promise.all([down, cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })])
}

/** A tap's time from the finger lifting (pointerup) to the result on screen, and from its touch (pointerdown). */
interface TapTime {
  fromUp: number
  fromDown: number
}

/**
 * After the visitor's pause, a finger's tap on `target` (found before the pause); resolves with the times from its
 * pointerup and its pointerdown to the first frame that shows `shown`.
 */
async function timedTap(
  { page, cdp }: Phone,
  target: Locator,
  shown: Shown,
  pauseMs: number,
): Promise<TapTime> {
  const { x, y } = await fingerAt(page, target)
  await page.evaluate(watchNextTap(shown))
  await page.waitForTimeout(pauseMs)
  await fingerTap(cdp, x, y)
  // A result that never shows would wait for ever: 10 s is far beyond any budget.
  return page.evaluate<TapTime>(
    `Promise.race([window.__tap, new Promise((_, reject) => setTimeout(() => reject(new Error('not shown within 10 s: ${shown.selector}')), 10000))])`,
  )
}

/** Escape, then no dialog left that a visitor sees (a panel on standby stays in the page, hidden). */
async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

const timedTapOf = (page: string, control: string, tap: TimedTap['tap'], time: TapTime): TimedTap => ({
  page,
  control,
  tap,
  ms: Math.round(time.fromUp),
  fromTouchMs: Math.round(time.fromDown),
})

async function longestInteraction(page: Page, label: string): Promise<LoadInteraction> {
  return {
    page: label,
    inp: Math.round(await page.evaluate<number>('window.__longestInteraction')),
    was: await page.evaluate<string>('window.__longestInteractionWas'),
  }
}

async function measurePage(
  browser: Browser,
  origin: string,
  { label, path: pagePath, contactButton }: (typeof TAP_PAGES)[number],
  log: Log,
) {
  const phone = await openThrottled(browser, `${origin}${pagePath}`, log)
  const { page } = phone
  const taps: TimedTap[] = []
  const tap = (control: string, which: TimedTap['tap'], time: TapTime) =>
    taps.push(timedTapOf(label, control, which, time))
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  tap('Menu', 'first', await timedTap(phone, menuButton, SHOWN.menu, VISITOR_PAUSE_MS))
  const submenu = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Producten' })
  tap('submenu', 'first', await timedTap(phone, submenu, SHOWN.submenu, NEXT_TAP_PAUSE_MS))
  await closeWithEscape(page)
  tap('Menu', 'second', await timedTap(phone, menuButton, SHOWN.menu, NEXT_TAP_PAUSE_MS))
  await closeWithEscape(page)
  if (contactButton) {
    const button = page.getByRole('button', { name: 'Kom in contact' })
    tap('Kom in contact', 'first', await timedTap(phone, button, SHOWN.contact, NEXT_TAP_PAUSE_MS))
    await closeWithEscape(page)
    tap('Kom in contact', 'second', await timedTap(phone, button, SHOWN.contact, NEXT_TAP_PAUSE_MS))
    await closeWithEscape(page)
  }
  const load = await longestInteraction(page, label)
  await page.context().close()
  return { taps, load }
}

async function measureContactForm(browser: Browser, origin: string, log: Log) {
  const phone = await openThrottled(browser, `${origin}${CONTACT_PAGE}`, log)
  const { page } = phone
  // A visitor reads before filling in the form (which a person takes far longer to do than this).
  await page.waitForTimeout(VISITOR_PAUSE_MS)
  await page.getByLabel('Naam', { exact: true }).fill('Anna de Vries')
  await page.getByLabel('E-mailadres').fill('anna@praktijk.nl')
  await page.getByLabel('Telefoonnummer').fill('0612345678')
  await page.getByLabel('Vraag of opmerking').fill('Graag een demonstratie van Exquise.')
  const send = page.getByRole('button', { name: 'Versturen' })
  const time = await timedTap(phone, send, SHOWN.confirmation, NEXT_TAP_PAUSE_MS)
  const load = await longestInteraction(page, 'contact form')
  await page.context().close()
  return { tap: timedTapOf('contact', 'Versturen', 'first', time), load }
}

/** Every page's taps `runs` times, in turns, on the site served at `origin`; judged against the budgets. */
export async function measureTaps(origin: string, runs: number, log: Log): Promise<TapResults> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BENCH_CHROMIUM_FLAGS, THIRD_PARTIES_UNREACHABLE],
  })
  const taps: TimedTap[] = []
  const loads: LoadInteraction[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      for (const entry of TAP_PAGES) {
        const measured = await measurePage(browser, origin, entry, log)
        taps.push(...measured.taps)
        loads.push(measured.load)
        const list = measured.taps.map((t) => `${t.control} ${t.tap} ${t.ms}`).join(', ')
        log(`${entry.label} ${run}/${runs}: ${list}; INP ${measured.load.inp} (${measured.load.was})`)
      }
      const form = await measureContactForm(browser, origin, log)
      taps.push(form.tap)
      loads.push(form.load)
      log(`contact ${run}/${runs}: Versturen ${form.tap.ms}; INP ${form.load.inp} (${form.load.was})`)
    }
  } finally {
    await browser.close()
  }
  const rows = tapRows(taps)
  return { runs, rows, loads, taps, checks: tapChecks(rows, loads) }
}
