import { CLICK_AREAS, pushEvent, type ClickLocation } from './events'

/**
 * The attributes links carry for the click events (the agreed contract, also used by the agenda's pages):
 * - `data-analytics-area="<area>"` on a region: where a contact or agenda click happened (CLICK_AREAS);
 * - `data-agenda-link="registration"` with `data-activity-slug` and `data-activity-type` on a sign-up link;
 * - `data-agenda-link="calendar"` with `data-activity-slug` (absent for the agenda's feed) on a calendar link.
 */
export const AREA_ATTRIBUTE = 'data-analytics-area'

const isClickArea = (value: string | undefined): value is (typeof CLICK_AREAS)[number] =>
  (CLICK_AREAS as readonly string[]).includes(value ?? '')

function clickLocation(link: Element): ClickLocation {
  const area = link.closest<HTMLElement>(`[${AREA_ATTRIBUTE}]`)?.dataset.analyticsArea
  return isClickArea(area) ? area : 'content'
}

/** The event a click on this link stands for, if any. Only the link's kind and place: never its address. */
function eventForLink(link: HTMLAnchorElement): Parameters<typeof pushEvent>[0] | null {
  const href = link.getAttribute('href') ?? ''
  const { agendaLink, activitySlug, activityType } = link.dataset
  if (agendaLink === 'registration') {
    return {
      event: 'activity_registration_click',
      activity_slug: activitySlug ?? '',
      activity_type: activityType ?? '',
      click_location: clickLocation(link),
    }
  }
  if (agendaLink === 'calendar') {
    return {
      event: 'add_to_calendar',
      activity_slug: activitySlug || 'feed',
      click_location: clickLocation(link),
    }
  }
  const contactKind = /^tel:/i.test(href) ? 'phone' : /^mailto:/i.test(href) ? 'email' : null
  return contactKind
    ? { event: 'contact_click', contact_kind: contactKind, click_location: clickLocation(link) }
    : null
}

/**
 * One listener on the document for every contact and agenda link of every page, present and future: links
 * need no handlers of their own, and links in the CMS's HTML count too. Installed once, from gatsby-browser.
 */
export function installClickTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const link = target?.closest<HTMLAnchorElement>('a[href]')
    const analyticsEvent = link ? eventForLink(link) : null
    if (analyticsEvent) pushEvent(analyticsEvent)
  }
  // Capture phase: a link whose own handler stops propagation (a menu closing, say) is still counted.
  root.addEventListener('click', onClick, { capture: true })
  return () => root.removeEventListener('click', onClick, { capture: true })
}
