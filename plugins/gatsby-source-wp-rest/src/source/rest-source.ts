import type { ListTypeConfig } from '../content-types'

/**
 * Where REST responses come from: a live CMS or a snapshot directory. Both return the same documents, so
 * everything after this point (normalisation, nodes, schema) is shared.
 */
export interface RestSource {
  /** for messages: "CMS https://cms.example.nl" or "snapshot content/snapshot" */
  readonly description: string
  /** the CMS address its links and media URLs start with */
  readonly cmsUrl: string
  list(type: ListTypeConfig): Promise<unknown[]>
  document(path: string, expected: string): Promise<unknown>
}
