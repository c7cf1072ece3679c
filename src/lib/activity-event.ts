import { withDutchOffset } from './agenda'

/** The place editors enter for an activity that happens online (the agenda shows it as the place). */
export const isOnline = (location: string | null): boolean => location?.trim().toLowerCase() === 'online'

export interface ActivityEventInput {
  title: string
  /** plain text */
  description: string
  /** Dutch wall-clock times, as the CMS stores them */
  start: string
  end: string | null
  location: string | null
  registrationUrl: string | null
  /** the activity page's absolute URL */
  url: string
  /** an absolute image URL */
  image: string | null
  organisation: { name: string; url: string }
}

function eventLocation(input: ActivityEventInput): object {
  if (isOnline(input.location)) {
    return { '@type': 'VirtualLocation', url: input.registrationUrl ?? input.url }
  }
  const place = input.location?.trim() || input.organisation.name
  return { '@type': 'Place', name: place, address: place }
}

/**
 * schema.org Event for an upcoming activity (Google's event results). The dates carry the Dutch offset of their
 * own day, so a webinar in March and one in April both mean the time the agenda shows. The CMS has no
 * cancellation field, so every activity is scheduled.
 */
export function activityEvent(input: ActivityEventInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.title,
    description: input.description,
    startDate: withDutchOffset(input.start),
    ...(input.end ? { endDate: withDutchOffset(input.end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: isOnline(input.location)
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: eventLocation(input),
    organizer: { '@type': 'Organization', name: input.organisation.name, url: input.organisation.url },
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
  }
}
