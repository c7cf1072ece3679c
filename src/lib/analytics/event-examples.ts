import type { AnalyticsEvents, EventName } from './events'

/**
 * One complete example of every event: the docs show them, tests use them, and the Tag Manager container is
 * written from their keys (so every parameter gets a data-layer variable). `Required` makes each example name
 * every parameter; TypeScript's excess-property check keeps out any that the contract does not have. Kept out
 * of events.ts, which every page loads: only the tests and the container script need them.
 */
export const EVENT_EXAMPLES: { [Name in EventName]: Required<AnalyticsEvents[Name]> } = {
  page_view: { page_url: 'https://www.example.nl/contact', referrer_url: 'https://www.example.nl/' },
  analytics_consent_granted: { resend_page_view: true },
  generate_lead: { form_id: '1', form_location: 'contact_modal', page_path: '/producten/exquise' },
  contact_click: { contact_kind: 'phone', click_location: 'footer' },
  contact_modal_open: { popout_shown: true },
  contact_popout_shown: {},
  contact_popout_used: { popout_action: 'open_modal' },
  activity_registration_click: {
    activity_slug: 'webinar-exquise-next-generation',
    activity_type: 'Webinar',
    click_location: 'agenda',
  },
  add_to_calendar: { activity_slug: 'webinar-exquise-next-generation', click_location: 'activity' },
  web_vitals: {
    metric_name: 'LCP',
    metric_value: 2816,
    metric_rating: 'needs-improvement',
    metric_id: 'v5-1764063000000-1234567890123',
    navigation_type: 'navigate',
    metric_target: 'main>section.hero>img',
  },
}

export const EVENT_NAMES = Object.keys(EVENT_EXAMPLES) as EventName[]

/** The parameters of an event, in the contract's order. */
export const parametersOf = (name: EventName): string[] => Object.keys(EVENT_EXAMPLES[name])
