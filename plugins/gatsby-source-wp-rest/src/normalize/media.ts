import { nodeKey, type NodeInput } from './node-input'
import { isRecord, readInt, readOptionalString, readString, type ItemContext, type JsonRecord } from './read'
import { plainText } from './text'

export const MEDIA_NODE_TYPE = 'WpMedia'

/** A WordPress media item (as embedded in `wp:featuredmedia`, or an ACF image) → a WpMedia node. */
export function normaliseMedia(raw: JsonRecord, owner: ItemContext): NodeInput {
  const ctx = { ...owner, type: `media of ${owner.type} ${owner.id}`, id: String(raw.id) }
  const databaseId = readInt(raw, 'id', ctx)
  const details = isRecord(raw.media_details) ? raw.media_details : {}
  const url = readString(raw, 'source_url', ctx)
  const title =
    isRecord(raw.title) && typeof raw.title.rendered === 'string' ? plainText(raw.title.rendered) : ''
  return {
    nodeType: MEDIA_NODE_TYPE,
    key: nodeKey(MEDIA_NODE_TYPE, databaseId),
    fields: {
      databaseId,
      url,
      filename: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''),
      mimeType: readOptionalString(raw, 'mime_type', ctx) ?? 'image/jpeg',
      altText: plainText(readOptionalString(raw, 'alt_text', ctx) ?? title),
      title,
      width: readInt(details, 'width', { ...ctx, type: `${ctx.type} media_details` }),
      height: readInt(details, 'height', { ...ctx, type: `${ctx.type} media_details` }),
    },
  }
}

/**
 * The featured image embedded in a post. WordPress embeds an error object instead of the media when it is
 * missing or private; such an image is treated as absent rather than failing the whole site.
 */
export function embeddedFeaturedMedia(raw: JsonRecord): JsonRecord | null {
  const embedded = isRecord(raw._embedded) ? raw._embedded['wp:featuredmedia'] : undefined
  const first: unknown = Array.isArray(embedded) ? embedded[0] : undefined
  return isRecord(first) && typeof first.id === 'number' && typeof first.source_url === 'string'
    ? first
    : null
}
