import type { ListTypeConfig } from '../content-types'
import { permalinkPath } from './links'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, readInt, readOptionalString, readString, type ItemContext } from './read'
import { plainText } from './text'

/** A REST taxonomy term (activity_type) → its node. */
export function normaliseTerm(
  type: ListTypeConfig,
  rawItem: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
): NodeInput {
  const raw = asRecord(rawItem, ctx, '(item)')
  const databaseId = readInt(raw, 'id', ctx)
  const link = readOptionalString(raw, 'link', ctx)
  return {
    nodeType: type.nodeType,
    key: nodeKey(type.nodeType, databaseId),
    fields: {
      databaseId,
      slug: readString(raw, 'slug', ctx),
      name: plainText(readString(raw, 'name', ctx)),
      description: plainText(readOptionalString(raw, 'description', ctx) ?? ''),
      count: typeof raw.count === 'number' ? raw.count : 0,
      path: link === null ? null : permalinkPath(link, appAddresses),
    },
  }
}
