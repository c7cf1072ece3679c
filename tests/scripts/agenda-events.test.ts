import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { plainText } from '../../plugins/gatsby-source-wp-rest/exports'
import { activityCalendar, agendaFeed, type CalendarActivity } from '../../src/build/calendar'
import { feedActivities, writeCalendarFiles } from '../../src/build/calendar-files'
import { htmlToText } from '../../src/build/html-to-text'
import { activityEvent } from '../../src/lib/activity-event'

interface RawActivity {
  id: number
  slug: string
  link: string
  modified: string
  title: { rendered: string }
  excerpt: { rendered: string }
  content: { rendered: string }
  acf: { start: string; end: string; location: string; registration_url: string }
}

const SITE = { siteUrl: 'https://www.example.nl', siteTitle: 'Tandem Praktijksoftware' }

/** The snapshot's activities in the shape the build reads them (the REST fields, normalised). */
const activities: CalendarActivity[] = (
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../content/snapshot/wp/v2/activities.json'), 'utf8'),
  ) as RawActivity[]
).map((raw) => ({
  databaseId: raw.id,
  slug: raw.slug,
  title: plainText(raw.title.rendered),
  path: new URL(raw.link).pathname.replace(/\/+$/, ''),
  excerpt: plainText(raw.excerpt.rendered),
  content: raw.content.rendered,
  start: raw.acf.start,
  end: raw.acf.end || null,
  location: raw.acf.location || null,
  registrationUrl: raw.acf.registration_url || null,
  modified: raw.modified,
}))

const byId = (slug: string) => {
  const found = activities.find((activity) => activity.slug === slug)
  if (!found) throw new Error(`no ${slug} in the snapshot`)
  return found
}

const eventOf = (activity: CalendarActivity) =>
  activityEvent({
    ...activity,
    description: activity.excerpt,
    url: `${SITE.siteUrl}${activity.path}`,
    image: null,
    organisation: { name: SITE.siteTitle, url: `${SITE.siteUrl}/` },
  }) as Record<string, unknown>

/** The VEVENTs of an .ics, parsed by ical.js, with their start and end as instants (ms). */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        url: String(component.getFirstPropertyValue('url')),
        zone: event.startDate.zone?.tzid,
        start: event.startDate.toJSDate().getTime(),
        end: event.endDate.toJSDate().getTime(),
      }
    }),
  }
}

describe('Event data of the activities', () => {
  it('builds valid Event data from every activity in the snapshot', () => {
    expect(activities).toHaveLength(7)
    for (const activity of activities) {
      const event = eventOf(activity)
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: activity.title,
        eventStatus: 'https://schema.org/EventScheduled',
        url: `${SITE.siteUrl}${activity.path}`,
        organizer: { '@type': 'Organization', name: SITE.siteTitle },
      })
      expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/)
      expect(new Date(String(event.startDate)).getTime()).toBeLessThanOrEqual(
        new Date(String(event.endDate)).getTime(),
      )
    }
  })

  it('places an online activity at its registration address and another at its address', () => {
    const online = eventOf(byId('webinar-nieuw-in-exquise-6-4'))
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(online.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://webinar.tandem-praktijksoftware.nl/nieuw-in-exquise-6-4',
    })
    expect(online.startDate).toBe('2026-11-26T19:30:00+01:00')
    const offline = eventOf(byId('tandem-gebruikersdag-2026'))
    expect(offline.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(offline.location).toEqual({
      '@type': 'Place',
      name: 'Landgoed Het Hoefijzer, Leusden',
      address: 'Landgoed Het Hoefijzer, Leusden',
    })
    expect(offline.startDate).toBe('2026-06-12T09:30:00+02:00')
  })
})

describe('calendar files', () => {
  it('writes each activity at its Dutch time in Europe/Amsterdam, with the zone described (run with TZ set to check other machine zones)', () => {
    for (const activity of activities) {
      const { calendar, events } = parsedEvents(activityCalendar(activity, SITE))
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'Europe/Amsterdam',
      )
      expect(events).toHaveLength(1)
      const [event] = events
      expect(event?.zone).toBe('Europe/Amsterdam')
      expect(event?.start).toBe(new Date(String(eventOf(activity).startDate)).getTime())
      expect(event?.end).toBe(new Date(String(eventOf(activity).endDate)).getTime())
      expect(event?.summary).toBe(activity.title)
      expect(event?.url).toBe(`${SITE.siteUrl}${activity.path}`)
    }
  })

  it('gives the summer user day and the winter webinar the instants the agenda means', () => {
    const summer = parsedEvents(activityCalendar(byId('tandem-gebruikersdag-2026'), SITE)).events[0]
    expect(new Date(summer?.start ?? 0).toISOString()).toBe('2026-06-12T07:30:00.000Z')
    const winter = parsedEvents(activityCalendar(byId('webinar-nieuw-in-exquise-6-4'), SITE)).events[0]
    expect(new Date(winter?.start ?? 0).toISOString()).toBe('2026-11-26T18:30:00.000Z')
    expect(new Date(winter?.end ?? 0).toISOString()).toBe('2026-11-26T19:30:00.000Z')
    expect(winter?.location).toBe('Online')
  })

  it('keeps the UID when the title, slug and time change, so calendar apps update the event', () => {
    const activity = byId('webinar-nieuw-in-exquise-6-4')
    const before = parsedEvents(activityCalendar(activity, SITE)).events[0]
    const moved = { ...activity, title: 'Verplaatst', slug: 'nieuw', start: '2026-12-01T10:00:00' }
    const after = parsedEvents(activityCalendar(moved, SITE)).events[0]
    expect(after?.uid).toBe(before?.uid)
    expect(before?.uid).toBe(`activiteit-${activity.databaseId}@www.example.nl`)
    const other = parsedEvents(activityCalendar(byId('mondzorgvakdagen-2026'), SITE)).events[0]
    expect(other?.uid).not.toBe(before?.uid)
  })

  it('escapes the calendar name: a title with a line break starts no property of its own', () => {
    const activity = {
      ...byId('webinar-nieuw-in-exquise-6-4'),
      title: 'Webinar\r\nX-INJECTED:ja; a,b \\ $HOME',
    }
    const text = activityCalendar(activity, SITE)
    expect(text).not.toMatch(/^X-INJECTED/m)
    const { calendar } = parsedEvents(text)
    // ical.js reads these two as values of an unknown type, so as written: RFC 5545's escaped TEXT.
    const escaped = 'Webinar\\nX-INJECTED:ja\\; a\\,b \\\\ $HOME'
    expect(calendar.getFirstPropertyValue('name')).toBe(escaped)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(escaped)
  })

  it('describes the activity in plain text, with the registration address and the page', () => {
    const activity = byId('webinar-nieuw-in-exquise-6-4')
    const description = parsedEvents(activityCalendar(activity, SITE)).events[0]?.description ?? ''
    expect(description).not.toMatch(/<[a-z]/i)
    expect(description).toContain(htmlToText(activity.content).split('\n')[0])
    expect(description).toContain(
      'Aanmelden: https://webinar.tandem-praktijksoftware.nl/nieuw-in-exquise-6-4',
    )
    expect(description).toContain(`Meer informatie: ${SITE.siteUrl}${activity.path}`)
  })

  it('feeds the upcoming and recent activities, not the ones of long ago', () => {
    const now = new Date('2026-11-25T08:00:00Z')
    const fed = feedActivities(activities, now).map((activity) => activity.slug)
    // June's user day is more than 90 days ago; September's webinar is recent
    expect(fed).toEqual([
      'webinar-avg-en-datalekken-in-de-praktijk',
      'mondzorgvakdagen-2026',
      'webinar-nieuw-in-exquise-6-4',
      'basistraining-exquise-voor-assistentes',
      'webinar-slim-voorraadbeheer-met-qbridge-en-stockdent',
      'exquise-gebruikersdag-noord',
    ])
    const feed = parsedEvents(agendaFeed(feedActivities(activities, now), SITE))
    expect(feed.events.map((event) => event.summary)).toHaveLength(6)
    expect(feed.calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H')
  })
})

describe('writing the calendar files after a build', () => {
  it('writes one per activity and the feed, and removes the file of an activity that is gone', async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), 'agenda-'))
    try {
      const gone = path.join(publicDir, 'agenda/teruggetrokken-webinar/teruggetrokken-webinar.ics')
      await mkdir(path.dirname(gone), { recursive: true })
      await writeFile(gone, 'BEGIN:VCALENDAR')
      const nodes = activities.slice(0, 2)
      const graphql = (async () => ({ data: { allWpActivity: { nodes } } })) as unknown as Parameters<
        typeof writeCalendarFiles
      >[0]
      const written = await writeCalendarFiles(graphql, publicDir, SITE, new Date('2026-01-01T00:00:00Z'))
      expect(written).toBe(2)
      expect(existsSync(gone)).toBe(false)
      for (const activity of nodes) {
        const ics = await readFile(path.join(publicDir, `${activity.path}/${activity.slug}.ics`), 'utf8')
        expect(parsedEvents(ics).events[0]?.summary).toBe(activity.title)
      }
      const feed = parsedEvents(await readFile(path.join(publicDir, 'agenda.ics'), 'utf8'))
      expect(feed.events.map((event) => event.summary)).toEqual(nodes.map((activity) => activity.title))
    } finally {
      await rm(publicDir, { recursive: true, force: true })
    }
  })
})
