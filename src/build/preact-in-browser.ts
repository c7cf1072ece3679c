import type { CreateWebpackConfigArgs } from 'gatsby'

/** The packages of the long-cached "framework" chunk, with Preact in place of React. */
const FRAMEWORK_PACKAGES = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/

interface WebpackConfig {
  resolve?: { alias?: Record<string, unknown> }
  optimization?: { splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } }
}

/**
 * The browser bundle runs on Preact's React layer (`preact/compat`) instead of react-dom.
 *
 * Why: react-dom alone is about 46 KB of gzip JavaScript that every page downloads and runs before it is
 * interactive, over half of the budget of 90 KB; Preact with its React layer is about 10 KB. The components are written against
 * React's API and are unchanged; the unit tests run them on React.
 *
 * Only the browser bundle changes. The HTML is still rendered by React on the server (so it is the same as
 * before), and `gatsby develop` keeps React with its fast refresh. Preact hydrates React's HTML: it matches
 * elements and text, and drops the comment markers React puts between adjacent text nodes.
 */
export function runBrowserBundleOnPreact({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  const config = getConfig() as WebpackConfig
  // Gatsby points react and react-dom at its own copies; those aliases must go before ours apply.
  delete config.resolve?.alias?.react
  delete config.resolve?.alias?.['react-dom']
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework
  if (framework) framework.test = FRAMEWORK_PACKAGES
  actions.replaceWebpackConfig(config)
  actions.setWebpackConfig({
    resolve: {
      alias: {
        // Prefix aliases: react/jsx-runtime, react-dom/client and the like follow.
        react: 'preact/compat',
        'react-dom': 'preact/compat',
      },
    },
  })
}
