import { dataLayer } from './data-layer'

/**
 * The data-layer contract: every event the site pushes, with its parameters. Tag Manager's container
 * (docs/gtm-container.json, written from EVENT_EXAMPLES in event-examples.ts) and docs/analytics.md follow it.
 *
 * No parameter ever holds personal data: nothing a visitor typed, no phone number, no e-mail address. Values
 * are ids, kinds, places and paths that the site itself chose.
 */

/** Where a contact form is on the site. */
export type FormLocation = 'contact_modal' | 'contact_page'

/** The areas of a page that mark themselves with `data-analytics-area` (contact and agenda clicks report them). */
export const CLICK_AREAS = [
  'footer',
  'menu',
  'people',
  'vacancy',
  'contact_page',
  'contact_form',
  'agenda',
  'activity',
] as const
/** An area from CLICK_AREAS, or `content` for a link anywhere else (e.g. in a page's text from the CMS). */
export type ClickLocation = (typeof CLICK_AREAS)[number] | 'content'

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB'
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor'

export interface AnalyticsEvents {
  /** every navigation, the first page included */
  page_view: { page_url: string; referrer_url: string }
  /**
   * The visitor allowed statistics in the consent banner, for the first time in this page load (after Consent
   * Mode's update). Tag Manager fires the Google tag on it, which consent blocked at initialisation, and sends
   * the page view again when one was pushed before (`resend_page_view`): GTM never retries a blocked tag, and
   * this one-page site has no next page load to try again.
   */
  analytics_consent_granted: { resend_page_view: boolean }
  /** a contact form the server accepted (GA4's recommended event) */
  generate_lead: { form_id: string; form_location: FormLocation; page_path: string }
  /** a click on a tel: or mailto: link */
  contact_click: { contact_kind: 'phone' | 'email'; click_location: ClickLocation }
  /** the contact modal opened (the floating 'Kom in contact' button) */
  contact_modal_open: { popout_shown: boolean }
  /** the contact popout appeared (once per browser session) */
  contact_popout_shown: Record<never, never>
  /** the visitor acted while the popout was shown: opened the modal from it, or closed it */
  contact_popout_used: { popout_action: 'open_modal' | 'close' }
  /** a click on an activity's registration link */
  activity_registration_click: { activity_slug: string; activity_type: string; click_location: ClickLocation }
  /** a click on a calendar link (one activity's .ics, or the agenda's feed: activity_slug `feed`) */
  add_to_calendar: { activity_slug: string; click_location: ClickLocation }
  /**
   * A Core Web Vital of this visit, from Google's web-vitals library. `metric_target` is a CSS selector of the
   * element responsible (never its text), for ratings worse than good only; it is pushed as undefined otherwise
   * so Tag Manager's data model does not keep an earlier metric's target.
   */
  web_vitals: {
    metric_name: WebVitalName
    metric_value: number
    metric_rating: WebVitalRating
    metric_id: string
    navigation_type: string
    metric_target: string | undefined
  }
}

export type EventName = keyof AnalyticsEvents
export type AnalyticsEvent = { [Name in EventName]: { event: Name } & AnalyticsEvents[Name] }[EventName]

/** The one way anything of the site enters the data layer. */
export function pushEvent(event: AnalyticsEvent): void {
  dataLayer().push({ ...event })
}

/** Whether an event of this name is in the data layer already (this page load). */
export const wasPushed = (name: EventName): boolean =>
  dataLayer().some((entry) => 'event' in entry && entry.event === name)
