import sharp, { type Sharp } from 'sharp'

/**
 * The Gatsby internals the source plugin relies on, named in one place (the site's are in
 * src/lib/gatsby-internals.ts). `tests/plugin/gatsby-internals.test.ts` fails when an upgrade changes them.
 */

/**
 * The command the Gatsby CLI runs (`develop`, `build`, …): gatsby-cli sets this variable before it loads the
 * site. No public API tells a source plugin whether it runs in develop; the preview's login is refused anywhere
 * else, and a guard must not trust NODE_ENV, which a user may set to anything.
 */
export const executingGatsbyCommand = (): string | undefined => process.env.gatsby_executing_command

/**
 * gatsby-plugin-sharp's `generateImageData`: what `gatsbyImageData` resolvers use, exported but not documented
 * for use outside Gatsby's own plugins. It is the only way to give media nodes that are not File nodes the
 * `gatsbyImageData` field that gatsby-plugin-image renders; the plugin hands it a File-shaped node it builds.
 */
export { generateImageData } from 'gatsby-plugin-sharp'

/**
 * The id of the running build: `gatsby build` sets `global.__GATSBY.buildId` and hands it to its query workers
 * (GATSBY_NODE_GLOBALS, read back into `global.__GATSBY` in each worker); the develop server sets a new one on
 * each refresh. A media file another worker downloaded in this build needs no new request to the CMS. Null
 * outside Gatsby.
 */
export function gatsbyBuildId(): string | null {
  const globals = (globalThis as { __GATSBY?: { buildId?: unknown } }).__GATSBY
  return typeof globals?.buildId === 'string' ? globals.buildId : null
}

/**
 * AVIF's encoding effort. gatsby-plugin-sharp hands sharp's `avif()` a quality and nothing else (its
 * process-file.js), so sharp's default effort, 4, applies, and that was most of a cold build: 147 image jobs took
 * 107–117 s of a 174–186 s build on two cores. At effort 2 they take 19 s (the whole cold build 69 s) for AVIF
 * files 3.6 % larger in all (741 → 768 KB for 196 files; the home page's hero at its widest 10.9 → 11.0 KB);
 * effort 3 is slower than 2 and larger still. No option of gatsby-plugin-sharp reaches the effort, so the plugin
 * lowers the default of sharp's `avif()` in the build's main process, where gatsby-plugin-sharp runs its jobs;
 * an effort a caller passes stays.
 */
export const AVIF_EFFORT = 2
const lowered = Symbol.for('gatsby-source-wp-rest: avif effort')

type AvifOptions = Parameters<Sharp['avif']>[0]
export function lowerAvifEffortDefault(): void {
  const prototype = sharp.prototype as Sharp & { [lowered]?: true }
  if (prototype[lowered]) return
  const avif = prototype.avif
  prototype.avif = function (this: Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options })
  }
  prototype[lowered] = true
}
