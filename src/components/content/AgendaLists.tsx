import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { Section } from '../../design/Section'
import { dutchNow, splitByDate } from '../../lib/agenda'
import { AGENDA_AT_VISIT_SCRIPT, AGENDA_MARKS, agendaAsBuilt } from '../../lib/agenda-as-built'
import { AGENDA_FEED_PATH } from '../../lib/calendar-paths'
import { ActivityList, type Activity } from './ActivityList'

const noSubscription = () => () => undefined
/** True in the server's render and while React hydrates it; false in a render made in the browser. */
const useIsServerOrHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )

/**
 * The agenda's upcoming and past activities, split by the visitor's clock. The HTML is built for a clock ahead
 * of the build (agendaAsBuilt and its script, in lib/agenda-as-built): what has ended since is already shown as
 * past at the first paint. Hydration renders that same HTML; the split by the browser's clock follows, and
 * changes nothing on screen. Opened by a link within the site, the page is rendered by the browser's clock at once.
 */
export const AgendaLists = ({
  activities,
  buildNow,
}: {
  activities: readonly Activity[]
  buildNow: string
}) => {
  const fromHtml = useIsServerOrHydrating()
  const [visitNow, setVisitNow] = useState(() => (fromHtml ? null : dutchNow(new Date())))
  // A transition: rendering every activity again is work a phone does in slices, between a visitor's taps.
  useEffect(() => {
    startTransition(() => setVisitNow((now) => now ?? dutchNow(new Date())))
  }, [])
  return visitNow === null ? (
    <Lists {...asBuilt(activities, buildNow)} />
  ) : (
    <Lists {...atVisit(activities, visitNow)} />
  )
}

/**
 * What the lists show, and how: the same elements in the same places in both renders, so that going from the
 * HTML's to the visit's only takes attributes away and removes what the script had hidden.
 */
interface ListsProps {
  upcoming: Activity[]
  past: Activity[]
  /** the script's attribute on the element that holds both lists, as built; none at the visit */
  ends?: string
  /** the marks on each upcoming activity, on each copy in the past list, on the empty message and the past part */
  upcomingMark?: (index: number) => ItemAttributes
  pastMark?: (activity: Activity) => ItemAttributes
  nothingPlanned: 'shown' | 'hidden' | 'absent'
  pastShown: boolean
}
type ItemAttributes = { hidden?: true } & { [mark: `data-${string}`]: number }

function atVisit(activities: readonly Activity[], now: string): ListsProps {
  const { upcoming, past } = splitByDate(activities, now)
  return { upcoming, past, nothingPlanned: upcoming.length > 0 ? 'absent' : 'shown', pastShown: true }
}

function asBuilt(activities: readonly Activity[], buildNow: string): ListsProps {
  const { upcoming, past, ends } = agendaAsBuilt(activities, buildNow)
  // Nothing upcoming at the build: nothing can end before the visit either.
  if (upcoming.length === 0) return atVisit(activities, buildNow)
  const copyOf = new Map(past.map((entry) => [entry.activity, entry.upcomingIndex]))
  return {
    upcoming,
    past: past.map((entry) => entry.activity),
    ends: JSON.stringify(ends),
    upcomingMark: (index) => ({ [AGENDA_MARKS.upcoming]: index }),
    pastMark: (activity): ItemAttributes => {
      const index = copyOf.get(activity)
      return index == null ? {} : { hidden: true, [AGENDA_MARKS.copy]: index }
    },
    nothingPlanned: 'hidden',
    pastShown: past.length > ends.length,
  }
}

const Lists = ({ upcoming, past, ends, upcomingMark, pastMark, nothingPlanned, pastShown }: ListsProps) => (
  <div {...(ends === undefined ? {} : { [AGENDA_MARKS.ends]: ends })}>
    {/* first: it runs before the lists below it are parsed */}
    {ends !== undefined && <script dangerouslySetInnerHTML={{ __html: AGENDA_AT_VISIT_SCRIPT }} />}
    <Section id="komende-activiteiten" title="Komende activiteiten" spacing="xl">
      <p>
        {/* The data layer's click listener reads these attributes (the feed counts as a calendar link). */}
        <a href={AGENDA_FEED_PATH} type="text/calendar" data-agenda-link="calendar" data-activity-slug="feed">
          Abonneer op de agenda
        </a>
      </p>
      {upcoming.length > 0 && (
        // The wrapper is what the script hides when everything has ended: an empty grid keeps its margins.
        <div {...(ends === undefined ? {} : { [AGENDA_MARKS.upcomingList]: '' })}>
          <ActivityList
            activities={upcoming}
            showSignUp
            itemAttributes={upcomingMark && ((_activity, index) => upcomingMark(index))}
          />
        </div>
      )}
      {nothingPlanned !== 'absent' && (
        <p {...(nothingPlanned === 'hidden' ? { hidden: true, [AGENDA_MARKS.none]: '' } : {})}>
          Er staan op dit moment geen activiteiten gepland.
        </p>
      )}
    </Section>
    {past.length > 0 && (
      <Section
        id="eerdere-activiteiten"
        title="Eerdere activiteiten"
        titleSize="large"
        {...(pastShown ? {} : { hidden: true, [AGENDA_MARKS.past]: '' })}
      >
        <ActivityList activities={past} showSignUp={false} itemAttributes={pastMark} />
      </Section>
    )}
  </div>
)
