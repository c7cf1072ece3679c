import { MalformedItemError } from '../fetch/errors'
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
  const filename = fileNameOf(url)
  const title =
    isRecord(raw.title) && typeof raw.title.rendered === 'string' ? plainText(raw.title.rendered) : ''
  return {
    nodeType: MEDIA_NODE_TYPE,
    key: nodeKey(MEDIA_NODE_TYPE, databaseId),
    fields: {
      databaseId,
      url,
      filename,
      mimeType: readOptionalString(raw, 'mime_type', ctx) ?? 'image/jpeg',
      altText: plainText(readOptionalString(raw, 'alt_text', ctx) ?? title),
      title,
      width: readSize(details, 'width', ctx),
      height: readSize(details, 'height', ctx),
    },
  }
}

/** The file's name from its address ("a%20b.jpg" → "a b.jpg"); the address as it is when it cannot be read. */
function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/** A width or height WordPress measured: a whole number of pixels above zero. */
function readSize(details: JsonRecord, key: 'width' | 'height', ctx: ItemContext): number {
  const size = readInt(details, key, { ...ctx, type: `${ctx.type} media_details` })
  if (size <= 0) {
    throw new MalformedItemError(ctx.type, ctx.id, `media_details.${key}`, 'must be above zero', {
      dutch: `de afbeelding heeft volgens WordPress geen ${key === 'width' ? 'breedte' : 'hoogte'}`,
      value: String(size),
    })
  }
  return size
}
