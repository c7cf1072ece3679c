import type { Page } from '@playwright/test'

/** The page's data layer: events as pushed, gtag calls (arguments objects) as their first two arguments. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      'event' in entry ? entry : Array.from(entry as IArguments).slice(0, 2),
    ),
  )
