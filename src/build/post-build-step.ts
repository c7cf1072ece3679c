import type { Reporter } from 'gatsby'

/**
 * One step after the build as an activity of Gatsby's own: the build's log says how long each took
 * ("success sitemaps and redirect pages - 0.120s"), as it does for Gatsby's steps, and publishing's timings can
 * be read from it. The status, when given, is added to the line.
 */
export async function postBuildStep<T>(
  reporter: Reporter,
  name: string,
  run: () => Promise<T>,
  status?: (result: T) => string,
): Promise<T> {
  const activity = reporter.activityTimer(name)
  activity.start()
  const result = await run()
  if (status) activity.setStatus(status(result))
  activity.end()
  return result
}
