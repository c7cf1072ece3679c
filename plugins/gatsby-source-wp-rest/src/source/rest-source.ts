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
}

/** The list calls an incremental build makes instead of fetching every item again. */
export interface ChangeQueries {
  /** every published id of the type, in the list's order (`_fields=id`): shows deletions and the order */
  ids(type: ListTypeConfig): Promise<unknown[]>
  /** the items modified after a moment (REST `modified_after`, an ISO date with time zone) */
  modifiedAfter(type: ListTypeConfig, moment: string): Promise<unknown[]>
  /** the items with these ids (`include`), for ids that appeared without a newer modification time */
  byIds(type: ListTypeConfig, ids: readonly number[]): Promise<unknown[]>
}
