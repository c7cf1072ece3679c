import type { GatsbyNode } from 'gatsby'

/**
 * Packages that have no side effects but do not say so in their package.json, so webpack must keep every module
 * of theirs that is imported, used or not:
 *
 * - hoist-non-react-statics: @emotion/react's entry imports it bare (`import 'hoist-non-react-statics'`), for its
 *   `withTheme` only, and with it react-is: about 1.3 KB gzip in every page's app chunk, although the site never
 *   calls `withTheme`.
 * - gatsby-plugin-manifest: its gatsby-browser.js imports get-manifest-pathname.js for localised manifests only
 *   (dead code with one language). That module is CommonJS and requires all of `gatsby`, which makes webpack keep
 *   every export of Gatsby's browser entry (Slice, StaticQuery, the router's helpers): about 2 KB gzip.
 *
 * Marked side-effect free, such a module stays out unless something uses it.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['hoist-non-react-statics', 'gatsby-plugin-manifest'] as const

export const packagePath = (name: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`)

export const markSideEffectFreePackages: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    module: {
      rules: SIDE_EFFECT_FREE_PACKAGES.map((name) => ({ test: packagePath(name), sideEffects: false })),
    },
  })
}
