import { existsSync } from 'node:fs'
import path from 'node:path'
import type { IAdapter } from 'gatsby'

/** What the build's last step (onPostBuild, write-host-files.ts) leaves for the hosts. */
const HOST_FILES = ['_headers', '_redirects', 'nginx/http.conf', 'nginx/server.conf']

/**
 * The site's own Gatsby adapter. Without one in gatsby-config, Gatsby installs its Netlify adapter on Netlify
 * by itself, and that adapter adds a block to `_headers` with every route's headers from the same table, but
 * without the script hashes: Netlify joins both policies into one header, the browser applies both, and every
 * page's inline scripts are blocked. It would also move pages around (its own "pretty URLs"). Naming an
 * adapter here stops that, and also the build's look-up of Gatsby's adapter list on the internet. The rules
 * are written in onPostBuild (the redirect table needs GraphQL); this only checks they are there.
 */
export const staticHostingAdapter = (): IAdapter => ({
  name: 'static-hosting',
  adapt({ reporter }) {
    const missing = HOST_FILES.filter((file) => !existsSync(path.resolve('public', file)))
    if (missing.length > 0) reporter.panic(`The build wrote no host rules: ${missing.join(', ')} missing`)
  },
  config: () => ({ supports: { pathPrefix: false, trailingSlash: ['never'] } }),
})
