import type { ListTypeConfig } from '../content-types'
import { normaliseAcf } from './acf-fields'
import { permalinkPath } from './links'
import { embeddedFeaturedMedia, normaliseMedia } from './media'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readInt, readRendered, readString, type ItemContext } from './read'
import { sanitiseCmsHtml } from './sanitize'
import { plainText } from './text'

function termIds(raw: Record<string, unknown>, taxonomy: string): number[] {
  const ids = raw[taxonomy]
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
}

/** A REST post item → its node, plus the node of its featured image when it has one. */
export function normalisePost(
  type: ListTypeConfig,
  rawItem: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
): NodeInput[] {
  const raw = asRecord(rawItem, ctx, '(item)')
  const databaseId = readInt(raw, 'id', ctx)
  const parent = typeof raw.parent === 'number' && raw.parent > 0 ? raw.parent : null
  const media = embeddedFeaturedMedia(raw)
  const post: NodeInput = {
    nodeType: type.nodeType,
    key: nodeKey(type.nodeType, databaseId),
    fields: {
      databaseId,
      slug: readString(raw, 'slug', ctx),
      title: plainText(readRendered(raw, 'title', ctx)),
      content: isRecord(raw.content) ? sanitiseCmsHtml(readRendered(raw, 'content', ctx), appAddresses) : '',
      excerpt: isRecord(raw.excerpt) ? plainText(readRendered(raw, 'excerpt', ctx)) : '',
      path: permalinkPath(readString(raw, 'link', ctx), appAddresses),
      date: readString(raw, 'date', ctx),
      modified: readString(raw, 'modified', ctx),
      menuOrder: typeof raw.menu_order === 'number' ? raw.menu_order : 0,
      parentDatabaseId: parent,
      featuredImageDatabaseId: media ? readInt(media, 'id', ctx) : null,
      ...(type.restType === 'activities' ? { activityTypeIds: termIds(raw, 'activity_type') } : {}),
      ...normaliseAcf(type.restType, raw.acf, ctx, appAddresses),
    },
  }
  return media ? [post, normaliseMedia(media, ctx)] : [post]
}
