import { mediaOriginProblem } from '../fetch/download'
import { MalformedItemError } from '../fetch/errors'
import { message } from '../rules/content-rules'
import { normaliseMedia } from './media'
import type { NodeInput } from './node-input'
import { isRecord, readInt, type ItemContext, type JsonRecord } from './read'

/**
 * The featured image of a post, or null when it has none. WordPress embeds the media item, or an error object
 * when it was deleted or is private; either way a mistake in it throws, and the post's boundary publishes the
 * post without the image. Media are downloaded at build time, so only the CMS's origin and the configured media
 * hosts are allowed.
 */
export function featuredMedia(
  raw: JsonRecord,
  ctx: ItemContext,
  mediaOrigins: readonly string[],
): NodeInput | null {
  const label = 'De uitgelichte afbeelding'
  if (raw.featured_media === undefined || raw.featured_media === 0) return null
  const id = readInt(raw, 'featured_media', ctx)
  if (id < 0) {
    throw new MalformedItemError(ctx.type, ctx.id, 'featured_media', 'must not be negative', {
      dutch: message('unknownId', { label, value: id }),
      value: String(id),
    })
  }
  const embedded = isRecord(raw._embedded) ? raw._embedded['wp:featuredmedia'] : undefined
  const first: unknown = Array.isArray(embedded) ? embedded[0] : undefined
  if (!isRecord(first) || first.id !== id || typeof first.source_url !== 'string') {
    // With no embed at all (a list fetched without _embed) the site never shows the image; with an error object
    // WordPress says the media item is gone or private.
    const dutch = message('unknownId', { label, value: id })
    throw new MalformedItemError(
      ctx.type,
      ctx.id,
      'featured_media',
      `points at media ${id}, which is not embedded`,
      {
        dutch,
        value: String(id),
      },
    )
  }
  const problem = mediaOriginProblem(first.source_url, mediaOrigins)
  if (problem !== null) {
    throw new MalformedItemError(ctx.type, ctx.id, 'featured_media', `source_url ${problem}`, {
      dutch: `${label} staat op een andere server dan WordPress (${first.source_url.slice(0, 80)})`,
      value: first.source_url,
    })
  }
  try {
    return normaliseMedia(first, ctx)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new MalformedItemError(ctx.type, ctx.id, 'featured_media', `is malformed: ${detail}`, {
      dutch: `${label} (${id}) mist gegevens die WordPress altijd meegeeft (afmetingen, adres)`,
      value: String(id),
    })
  }
}
