import type { GatsbyNode } from 'gatsby'

/**
 * Packages that have no side effects but do not say so in their package.json. @emotion/react's entry imports
 * hoist-non-react-statics bare (`import 'hoist-non-react-statics'`), for its `withTheme` only; without this
 * rule webpack must keep that import, and with it react-is, in every page's app chunk (about 1.3 KB gzip),
 * although the site never calls `withTheme`. Marked side-effect free, the package stays out unless used.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['hoist-non-react-statics'] as const

export const packagePath = (name: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`)

export const markSideEffectFreePackages: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    module: {
      rules: SIDE_EFFECT_FREE_PACKAGES.map((name) => ({ test: packagePath(name), sideEffects: false })),
    },
  })
}
