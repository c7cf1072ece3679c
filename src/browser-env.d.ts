/**
 * What the browser code may read of `process`: Gatsby replaces `process.env.GATSBY_*` (and NODE_ENV) with their
 * values at build time, so these are plain strings in the browser. Nothing else of Node exists there.
 */
declare const process: { env: Record<string, string | undefined> }
