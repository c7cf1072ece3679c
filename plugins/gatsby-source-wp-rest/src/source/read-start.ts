/**
 * The line a build logs when it starts reading a CMS, with the exact time. Whatever was saved in the CMS before
 * that time is in the build. Publishing uses it so that calls arriving while the build is still starting up join
 * that build instead of starting another (server/publish/build-loop.ts).
 */
const PREFIX = 'gatsby-source-wp-rest: reading'

export const readStartLine = (baseUrl: string, at: Date): string =>
  `${PREFIX} ${baseUrl} from ${at.toISOString()}`

/** The line as Gatsby prints it without a terminal: `info ` in front, a line of its own. */
const READ_START =
  /^info gatsby-source-wp-rest: reading \S+ from (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/m

/**
 * When the build whose log (`gatsby build` without a terminal) this is started reading its CMS, in ms since 1970;
 * null when it did not get that far.
 */
export function readStartedAt(log: string): number | null {
  const time = READ_START.exec(log)?.[1]
  const ms = time === undefined ? NaN : Date.parse(time)
  return Number.isNaN(ms) ? null : ms
}
