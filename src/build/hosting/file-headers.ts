import { withScriptHashes } from './content-security-policy'
import { headersForPath } from './header-rules'
import type { HeaderRule } from './header-table'
import { requestPath } from './site-files'

export const CSP = 'content-security-policy'

/** Inline-script hashes by HTML file ("agenda/index.html"), as inline-scripts.ts finds them after the build. */
export type ScriptHashes = ReadonlyMap<string, readonly string[]>

/** The headers a built file is served with: the table's for its address, its page's script hashes in the CSP. */
export function fileHeaders(
  table: readonly HeaderRule[],
  file: string,
  hashes: ScriptHashes,
): Record<string, string> {
  const headers = headersForPath(table, requestPath(file))
  const policy = headers[CSP]
  const fileHashes = hashes.get(file)
  if (policy !== undefined && fileHashes) headers[CSP] = withScriptHashes(policy, fileHashes)
  return headers
}
