import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Redirect } from '../../lib/redirects'
import { netlifyRedirects, nginxRedirects } from '../redirect-files'
import type { HeaderRule } from './header-table'
import { inlineScriptHashes } from './inline-scripts'
import { netlifyHeaders } from './netlify-headers'
import { nginxHttpConf } from './nginx-config'
import { nginxServerConf } from './nginx-server-conf'
import { precompress } from './precompress'
import { servedFiles } from './site-files'

export interface HostFilesSummary {
  pages: number
  inlineScripts: number
  compressed: number
}

/**
 * The last step of a build, once every page and file is written: the hash of every inline script of every
 * HTML file into that file's Content-Security-Policy, and from the header table and the redirect table the
 * hosts' rules: Netlify's `_headers` and `_redirects`, nginx's `nginx/http.conf` and `nginx/server.conf`. Then
 * the compressed copies nginx sends.
 */
export async function writeHostFiles(
  publicDir: string,
  siteUrl: string,
  table: readonly HeaderRule[],
  redirects: readonly Redirect[],
): Promise<HostFilesSummary> {
  const hashes = await inlineScriptHashes(publicDir, path.resolve('.cache/hosting/inline-script-hashes.json'))
  const files = servedFiles(publicDir)
  await mkdir(path.join(publicDir, 'nginx'), { recursive: true })
  // Earlier builds wrote the redirects alone as an nginx include; nginx/server.conf has them now.
  await rm(path.join(publicDir, 'redirects.nginx.conf'), { force: true })
  const documents: Record<string, string> = {
    _headers: netlifyHeaders(table, files, hashes),
    _redirects: netlifyRedirects(siteUrl, redirects),
    'nginx/http.conf': nginxHttpConf(table, hashes),
    'nginx/server.conf': nginxServerConf(table, nginxRedirects(siteUrl, redirects)),
  }
  await Promise.all(
    Object.entries(documents).map(([file, text]) => writeFile(path.join(publicDir, file), text)),
  )
  const compressed = await precompress(publicDir, files)
  const inlineScripts = new Set([...hashes.values()].flat()).size
  return { pages: hashes.size, inlineScripts, compressed }
}
