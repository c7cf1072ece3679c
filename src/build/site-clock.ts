/**
 * The site's "now": the moment a build is made as. Everything in a build that depends on the date reads it from
 * here, through siteMetadata (`builtAt`, `builtYear`): the agenda's upcoming and past activities, Event data, the
 * calendar files and the footer's year. The browser goes on from its own clock (the agenda splits again there).
 *
 * SITE_NOW pins it (ISO 8601 with a zone, e.g. 2026-11-20T12:00:00+01:00), so a test's build is the same on any
 * day and a build can be made as of another moment; without it, the machine's clock.
 */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

export function siteNow(env: NodeJS.ProcessEnv = process.env, machineNow = () => new Date()): Date {
  const pinned = env.SITE_NOW?.trim()
  if (!pinned) return machineNow()
  const moment = new Date(pinned)
  if (!ISO_WITH_ZONE.test(pinned) || Number.isNaN(moment.getTime())) {
    throw new Error(
      `SITE_NOW must be a moment in ISO 8601 with a zone (e.g. 2026-11-20T12:00:00+01:00), not "${pinned}"`,
    )
  }
  return moment
}
