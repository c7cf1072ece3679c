import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { tallyBuild } from './src/build/build-tally'
import { markBuildStep } from './src/build/build-steps'
import { writeCalendarFiles } from './src/build/calendar-files'
import { loadRoutes, unplacedNotice } from './src/build/load-routes'
import { loadSiteMetadata } from './src/build/load-site-metadata'
import { postBuildStep } from './src/build/post-build-step'
import { writeServiceWorker } from './src/build/write-service-worker'
import { markSideEffectFreePackages } from './src/build/side-effect-free-packages'
import { addCompileHints } from './src/build/compile-hints'
import { guardDevelopServer } from './src/build/develop-guard'
import { siteHeaderTable } from './src/build/hosting/header-table'
import { writeHostFiles } from './src/build/hosting/write-host-files'
import { writeStaticFiles } from './src/build/write-static-files'
import { hasBareFrame } from './src/lib/frame'
import { isExternal, redirectTable } from './src/lib/redirects'
import { recordItemNotices } from './plugins/gatsby-source-wp-rest/exports'

/** Counted for npm test's closing table (BUILD_TALLY_FILE; src/build/build-tally.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = () => tallyBuild()

/** The build's steps, for the publishing service's timings (BUILD_STEPS_FILE; src/build/build-steps.ts). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = () =>
  markBuildStep('sourcing')
export const sourceNodes: GatsbyNode['sourceNodes'] = () => markBuildStep('sourced')
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => markBuildStep('bootstrapped')

/**
 * Webpack: packages free of side effects that do not say so, and V8's compile hint for the first load's chunks.
 * Two parameters only: Gatsby waits for the callback of a hook that declares a third.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async (args, options) => {
  const done = () => undefined
  await markSideEffectFreePackages?.(args, options, done)
  await addCompileHints?.(args, options, done)
}

const templateFile = (template: string) => path.resolve(`src/templates/${template}.tsx`)

/**
 * One page per route in the typed route table. The context carries the node id, the flags that switch
 * optional parts of a template's query on, and the item's `modified`: Gatsby writes the context into the
 * page's data, so the preview server can tell that data made from an editor's latest version from the last.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { routes, unplaced, remoteSupportUrl } = await loadRoutes(graphql)
  recordItemNotices((message) => reporter.warn(message), unplaced.map(unplacedNotice))
  for (const { path: pagePath, template, nodeId, modified, queryFlags } of routes) {
    actions.createPage({
      path: pagePath,
      component: templateFile(template),
      context: { id: nodeId, modified, ...queryFlags },
    })
  }
  // Old paths redirect inside the app (spec: client-side, trailing slash ignored). The external remote-support
  // download cannot be an in-app route; its static redirect page (onPostBuild) sends the browser there.
  for (const { from, to } of redirectTable(remoteSupportUrl).filter((redirect) => !isExternal(redirect.to))) {
    for (const fromPath of [from, `${from}/`]) {
      actions.createRedirect({ fromPath, toPath: to, isPermanent: true, redirectInBrowser: true })
    }
  }
}

/** `gatsby develop` answers only this machine's loopback names, and no other site's pages (develop-guard.ts). */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => guardDevelopServer(app)

/** The 404 page is created again with the bare frame in its context (why: hasBareFrame, src/lib/frame.ts). */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!hasBareFrame(page.path) || page.context?.frame === 'bare') return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, frame: 'bare' } })
}

/**
 * Files beside the pages: sitemaps, robots.txt and redirects; the service worker, offline page and build info.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, cache, reporter }) => {
  const { siteUrl, title, contactFormUrl, builtAt } = await loadSiteMetadata(graphql)
  const publicDir = path.resolve('public')
  const siteRoutes = await loadRoutes(graphql)
  await postBuildStep(reporter, 'sitemaps, robots.txt and redirect pages', () =>
    writeStaticFiles(publicDir, siteUrl, siteRoutes),
  )
  await postBuildStep(
    reporter,
    'calendar files',
    () => writeCalendarFiles(graphql, publicDir, { siteUrl, siteTitle: title }, builtAt),
    (activities) => `${activities} activities and the agenda feed`,
  )
  await postBuildStep(
    reporter,
    'service worker and offline page',
    () => writeServiceWorker(publicDir, title),
    ({ buildId }) => `build ${buildId}`,
  )
  // Last, when every page and file is in place: the hosts' rules, with the hashes of every inline script. The
  // headers are gatsby-config.ts's `headers` option, made again from the same inputs.
  const redirects = redirectTable(siteRoutes.remoteSupportUrl)
  await postBuildStep(
    reporter,
    'host rules (_headers, _redirects, nginx/) and compressed copies',
    () => writeHostFiles(publicDir, siteUrl, siteHeaderTable(contactFormUrl), redirects, cache),
    (hosting) =>
      `${hosting.inlineScripts} inline scripts hashed in ${hosting.pages} HTML files, ${hosting.compressed} files precompressed`,
  )
}
