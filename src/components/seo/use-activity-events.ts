import { activityEvent } from '../../lib/activity-event'
import { hasEnded } from '../../lib/agenda'
import { absoluteUrl } from '../../lib/paths'
import { useSiteData } from '../../lib/use-site-data'
import { shareImage } from './share-image'

export interface EventActivity {
  title: string
  path: string
  excerpt: string
  start: string | null
  end: string | null
  location: string | null
  registrationUrl: string | null
  featuredImage?: { url: string; gatsbyImageData?: unknown; usable?: boolean } | null
}

const imageUrl = (siteUrl: string, url: string | undefined) =>
  url ? (url.startsWith('http') ? url : absoluteUrl(siteUrl, url)) : null

/**
 * schema.org Event data for the activities that have not ended by `now` (the build's time: search engines read
 * the built page). Past activities get none: an event result for last month's webinar only misleads.
 */
export function useActivityEvents(activities: readonly EventActivity[], now: string): object[] {
  const { siteTitle, siteUrl, options } = useSiteData()
  const organisation = { name: options?.companyName ?? siteTitle, url: absoluteUrl(siteUrl, '/') }
  return activities.flatMap((activity) =>
    activity.start === null || hasEnded(activity, now)
      ? []
      : [
          activityEvent({
            ...activity,
            start: activity.start,
            description: activity.excerpt || activity.title,
            url: absoluteUrl(siteUrl, activity.path),
            // Like og:image: none when the build left the image out.
            image: imageUrl(siteUrl, shareImage(activity.featuredImage)),
            organisation,
          }),
        ],
  )
}
