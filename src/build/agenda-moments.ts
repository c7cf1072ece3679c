import { withDutchOffset } from '../lib/agenda'
import type { AgendaMoments } from '../lib/calendar-paths'

/** Enough to go on: the clock only needs the next one, and every build writes the list again. */
const MOMENTS_KEPT = 20

/**
 * When the agenda changes after `now`: each activity's start and its end (an activity without an end is past
 * once its start has passed), as instants in the Netherlands' time of that day, soonest first.
 */
export function agendaMoments(
  activities: ReadonlyArray<{ start: string; end: string | null }>,
  now: Date,
): AgendaMoments {
  const instants = activities
    .flatMap(({ start, end }) => [start, end ?? start])
    .map((wallClock) => new Date(withDutchOffset(wallClock)).getTime())
    .filter((time) => time > now.getTime())
  const moments = [...new Set(instants)]
    .sort((a, b) => a - b)
    .slice(0, MOMENTS_KEPT)
    .map((time) => new Date(time).toISOString())
  return { moments }
}
