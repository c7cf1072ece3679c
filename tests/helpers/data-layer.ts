import type { Page } from '@playwright/test'

/** The page's data layer: events as pushed, gtag calls (arguments objects) as their first two arguments. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      'event' in entry ? entry : Array.from(entry as IArguments).slice(0, 2),
    ),
  )

/** The events pushed into the page's data layer (gtag calls left out), all or those of one name. */
export const pushedEvents = (page: Page, name?: string) =>
  page.evaluate(
    (wanted) =>
      (window.dataLayer ?? []).filter(
        (entry): entry is Record<string, unknown> =>
          'event' in entry && (wanted === undefined || entry.event === wanted),
      ),
    name,
  ) as Promise<Array<Record<string, unknown>>>

/** Everything in the page's data layer as one text, gtag calls included: to look for what must never be there. */
export const dataLayerText = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      (window.dataLayer ?? []).map((entry) => ('event' in entry ? entry : Array.from(entry as IArguments))),
    ),
  )

/**
 * The visitor allows statistics, as Cookiebot's banner reports it (the e2e builds have no banner id, so the page
 * listens for Cookiebot's events without a banner): `Cookiebot.consent` says so and CookiebotOnAccept fires.
 */
export const allowStatistics = (page: Page) =>
  page.evaluate(() => {
    window.Cookiebot = {
      consent: { preferences: false, statistics: true, marketing: false },
      renew: () => undefined,
    }
    window.dispatchEvent(new Event('CookiebotOnAccept'))
  })
