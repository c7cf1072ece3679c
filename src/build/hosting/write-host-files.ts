import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Redirect } from '../../lib/redirects'
import { netlifyRedirects, nginxRedirects } from '../redirect-files'
import type { HeaderRule } from './header-table'
import { inspectInlineScripts, type BuildCache, type InlineScriptReport } from './inline-scripts'
import { netlifyHeaders } from './netlify-headers'
import { nginxHttpConf } from './nginx-config'
import { nginxServerConf } from './nginx-server-conf'
import { precompress } from './precompress'
import { siteInlineScripts } from './site-inline-scripts'
import { servedFiles } from './site-files'
import { writeIfChanged } from '../write-if-changed'

export interface HostFilesSummary {
  pages: number
  inlineScripts: number
  compressed: number
}

/** A page holds an inline script the site does not write: the build stops before its hash reaches the CSP. */
export class UnexpectedInlineScriptError extends Error {
  constructor(unexpected: InlineScriptReport['unexpected']) {
    const lines = unexpected.slice(0, 20).map(({ file, start }) => `  ${file}: ${start}`)
    const more = unexpected.length > 20 ? [`  … and ${unexpected.length - 20} more`] : []
    super(
      [
        `${unexpected.length} inline script(s) in the built pages are not among the scripts the site writes, so they get no hash in the Content-Security-Policy and the build stops:`,
        ...lines,
        ...more,
      ].join('\n'),
    )
    this.name = 'UnexpectedInlineScriptError'
  }
}

/**
 * The last step of a build, once every page and file is written: the hash of every inline script of every
 * HTML file into that file's Content-Security-Policy (after checking each is one the site writes), and from the header table and the redirect table the
 * hosts' rules: Netlify's `_headers` and `_redirects`, nginx's `nginx/http.conf` and `nginx/server.conf`. Then
 * the compressed copies nginx sends. The cache (Gatsby's, between builds) spares reading unchanged pages again.
 */
export async function writeHostFiles(
  publicDir: string,
  siteUrl: string,
  table: readonly HeaderRule[],
  redirects: readonly Redirect[],
  cache?: BuildCache,
): Promise<HostFilesSummary> {
  // Only the inline scripts the site writes itself are hashed into the policy; any other stops the build.
  const { hashes, unexpected } = await inspectInlineScripts(publicDir, siteInlineScripts(redirects), cache)
  if (unexpected.length > 0) throw new UnexpectedInlineScriptError(unexpected)
  const files = servedFiles(publicDir)
  // Earlier builds wrote the redirects alone as an nginx include; nginx/server.conf has them now.
  await rm(path.join(publicDir, 'redirects.nginx.conf'), { force: true })
  const documents: Record<string, string> = {
    _headers: netlifyHeaders(table, files, hashes),
    _redirects: netlifyRedirects(siteUrl, redirects),
    'nginx/http.conf': nginxHttpConf(table, hashes),
    'nginx/server.conf': nginxServerConf(table, nginxRedirects(siteUrl, redirects)),
  }
  await Promise.all(
    Object.entries(documents).map(([file, text]) => writeIfChanged(path.join(publicDir, file), text)),
  )
  const compressed = await precompress(publicDir, files)
  const inlineScripts = new Set([...hashes.values()].flat()).size
  return { pages: hashes.size, inlineScripts, compressed }
}
