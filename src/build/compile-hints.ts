import type { GatsbyNode } from 'gatsby'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later): a script whose
 * first line is this comment has all its functions compiled while it downloads, on a background thread. Without
 * it V8 compiles each function on the main thread when it is first called, and the first load calls nearly all of
 * the framework chunk (React's hydration) and of the app chunk (webpack's start, Gatsby's loader and router,
 * Emotion, the site's frame). With the hint a CPU profile at 4× slowdown showed about 100 ms less main-thread
 * time in webpack's module loader and those chunks (docs/speed.md). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks every page runs in full on its first load: React and react-dom, Gatsby's app entry, and
 * web-vitals (src/lib/analytics/web-vitals.ts), which every page starts once it has loaded; starting it sets up
 * its observers and reporters, most of the chunk. Also the code of the controls fetched when idle after the load
 * (the flyout, the contact modal, the form with react-hook-form), which goes on standby at once, rendering nearly
 * all of it: compiled on the main thread, the form's chunk started in one task of 50–70 ms on a phone in 3 of 10
 * Lighthouse runs of a product page, with the hint in none of 10.
 */
export const EAGERLY_COMPILED_CHUNKS =
  /^(framework|app|web-vitals|menu-flyout|contact-modal|contact-form)-[\w]+\.js$/

/** webpack's BannerPlugin, as Gatsby hands it out (typed there as a bare Function). */
type BannerPluginFactory = (options: { banner: string; raw: boolean; test: RegExp; stage: number }) => unknown

export const addCompileHints: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return
  const banner = plugins.banner as BannerPluginFactory
  actions.setWebpackConfig({
    plugins: [
      banner({
        banner: COMPILE_HINT,
        raw: true,
        test: EAGERLY_COMPILED_CHUNKS,
        // After minification, which drops comments, and before the source maps are written (stage 500), so the
        // maps shift by the added line.
        stage: 499,
      }),
    ],
  })
}
