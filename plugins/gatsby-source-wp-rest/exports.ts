/**
 * What the rest of the project may use of the source plugin besides its Gatsby API (gatsby-node.ts): the table of
 * REST lists, the live source (for the sourcing benchmark), and the rules the site's build steps share with the
 * plugin (which URLs are safe, which hosts may be embedded, how a CMS link becomes a site path). Code outside the
 * plugin imports from here, never from its src/ (the linter enforces it), so the plugin can change inside.
 */
export { LIST_TYPES, MENU_LOCATIONS, REST_PATHS } from './src/content-types'
export { createLiveSource } from './src/source/live-source'
export { readStartedAt } from './src/source/read-start'
export { remoteSupportProblem } from './src/normalize/url-gate'
export { contentRulesForPhp } from './src/rules/php-rules'
export { IFRAME_ALLOW, TRUSTED_EMBED_HOSTS } from './src/normalize/sanitize'
export { trimPath } from './src/normalize/links'
export { plainText } from './src/normalize/text'
export { recordItemNotices, type ItemNotice } from './src/notices/item-notices'
