import type { ListTypeConfig } from '../content-types'
import { MAX_LENGTH } from '../rules/content-rules'
import { checkedText } from '../rules/field-checks'
import { checkedPath, checkedSlug } from './post'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, readInt, type ItemContext } from './read'
import { plainText } from './text'

/** A REST taxonomy term (activity_type) → its node; a term without a usable name or slug throws (left out). */
export function normaliseTerm(
  type: ListTypeConfig,
  rawItem: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
): NodeInput {
  const raw = asRecord(rawItem, ctx, '(item)')
  const databaseId = readInt(raw, 'id', ctx)
  const name = checkedText(raw.name, ctx, {
    field: 'name',
    label: 'De naam',
    max: MAX_LENGTH.line,
    required: true,
  })
  const description = checkedText(raw.description, ctx, {
    field: 'description',
    label: 'De beschrijving',
    max: MAX_LENGTH.paragraph,
  })
  return {
    nodeType: type.nodeType,
    key: nodeKey(type.nodeType, databaseId),
    fields: {
      databaseId,
      slug: checkedSlug(raw, ctx),
      name: plainText(name ?? ''),
      description: plainText(description ?? ''),
      count: typeof raw.count === 'number' ? raw.count : 0,
      path:
        raw.link === undefined || raw.link === null || raw.link === ''
          ? null
          : checkedPath(raw, ctx, appAddresses),
    },
  }
}
