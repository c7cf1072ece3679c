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
  /** only a live CMS can answer "what changed since"; a snapshot is always read whole */
  readonly changes?: ChangeQueries
  /**
   * The CMS's clock (ISO) when its first list answer of this build was sent, or null when it sent no Date
   * header. Every list was read after that moment, so the next build need only ask for changes since then.
   */
  firstAnswerAt?(): string | null
}

/** The list calls an incremental build makes instead of fetching every item again. */
export interface ChangeQueries {
  /**
   * The index of the list: every published item's id, modification time and link, in the list's order
   * (`_fields=id,modified_gmt,link`). Shows deletions, the order, and items that changed without a newer
   * modification time (a parent renamed moves its children's links; a restored item goes back in time).
   */
  index(type: ListTypeConfig): Promise<unknown[]>
  /** the items modified after a moment (REST `modified_after`, an ISO date with time zone) */
  modifiedAfter(type: ListTypeConfig, moment: string): Promise<unknown[]>
  /** the items with these ids (`include`), for index entries that differ from the previous build's items */
  byIds(type: ListTypeConfig, ids: readonly number[]): Promise<unknown[]>
}
