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
