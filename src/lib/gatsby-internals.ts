/**
 * The framework internals the site still relies on, named in one place: Gatsby and Emotion have no public API
 * for these. `tests/scripts/gatsby-internals.test.ts` reads each one in the installed packages and fails when an
 * upgrade changes it; docs/content.md lists them with the source plugin's own (its `src/gatsby-internals.ts`).
 */

/**
 * The id of the element Gatsby renders the app into (`cache-dir/default-html.js`). Overlays make it inert while
 * they are open: everything but the overlay, which is rendered next to it in a portal.
 */
export const GATSBY_ROOT_ID = '___gatsby'

/**
 * The id of the wrapper Gatsby puts around every page (`cache-dir/root.js`). Whether it has children tells
 * server-rendered HTML to hydrate from the empty container `gatsby develop` renders its loading indicator into.
 */
export const GATSBY_PAGE_WRAPPER_ID = 'gatsby-focus-wrapper'

/**
 * The file Gatsby's build writes into public/ with the chunks of each entry (its stats extractor). The service
 * worker's build step reads the app's core chunks from it, for the precache.
 */
export const WEBPACK_STATS_FILE = 'webpack.stats.json'

/**
 * The attribute that tells Emotion's browser cache a server-rendered <style> is in <head> already, so the cache
 * does not first move it to the end of <head> when the app starts (@emotion/cache reads it; not documented).
 */
export const EMOTION_STYLE_IN_PLACE_ATTRIBUTE = 'data-s'

/**
 * The inline scripts Gatsby writes into every built page itself (`cache-dir/static-entry.js`), with only data in
 * them: the page's path (and, in older output, the build's hash) in the script loader, the chunk map (a JSON
 * string) and the build's hash in the scripts slice. The build's host rules hash the inline scripts of every page
 * for the Content-Security-Policy and refuse any they do not know (src/build/hosting/site-inline-scripts.ts): each
 * pattern is anchored and its data (the group numbered `data`) must parse as a JSON string, so nothing else can
 * ride along.
 */
export const GATSBY_INLINE_SCRIPTS: ReadonlyArray<{ pattern: RegExp; data?: number }> = [
  {
    pattern:
      /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");(?:window\.___webpackCompilationHash="[0-9a-f]+";)?\/\*\]\]>\*\/$/,
    data: 1,
  },
  { pattern: /^\s*window\.___chunkMapping=("(?:[^"\\<]|\\.)*");\s*$/, data: 1 },
  { pattern: /^window\.___webpackCompilationHash="[0-9a-f]+";$/ },
]

/**
 * The id of the slice holding Gatsby's scripts (`cache-dir/static-entry.js` puts `<ServerSliceRenderer
 * sliceId="_gatsby-scripts">` last in every built page's body): the chunk map, the build's hash and a `<script
 * async>` for each of the app's chunks. Its HTML is stitched into the pages after they are rendered. The build
 * wraps it so the scripts start after the first paint (src/build/scripts-after-first-paint.tsx).
 */
export const GATSBY_SCRIPTS_SLICE_ID = '_gatsby-scripts'

/**
 * Plugins whose `gatsby-ssr` writes an inline script into every page (gatsby-plugin-image: its fade-in). The
 * host rules call their `onRenderBody` themselves to learn those scripts (no public API gives them).
 */
export const SSR_PLUGINS_WITH_SCRIPTS = ['gatsby-plugin-image'] as const
