import type { ListTypeConfig } from '../content-types'
import { MAX_LENGTH, SLUG_PATTERN } from '../rules/content-rules'
import { checkedText, refusal } from '../rules/field-checks'
import { normaliseAcf } from './acf-fields'
import { normaliseDate } from './date'
import { permalinkPath } from './links'
import { featuredMedia } from './featured-media'
import { guardedPart } from './guarded-part'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, readInt, readRendered, readString, wrongType, type ItemContext } from './read'
import { sanitiseCmsHtml } from './sanitize'
import { isAutomaticExcerpt, plainText } from './text'
import { isListed } from './listed'

const SLUG = new RegExp(SLUG_PATTERN)

/** The item's slug: WordPress's own form, since it names the item's address and its calendar file. */
export function checkedSlug(raw: Record<string, unknown>, ctx: ItemContext): string {
  const slug = readString(raw, 'slug', ctx)
  if (!SLUG.test(slug)) throw refusal(ctx, 'slug', 'slug', { value: slug }, slug)
  return slug
}

/** The title as the site shows it: required, within its length, without invisible characters. */
export function checkedTitle(raw: Record<string, unknown>, ctx: ItemContext): string {
  const rendered = readRendered(raw, 'title', ctx)
  const text = checkedText(rendered, ctx, {
    field: 'title.rendered',
    label: 'De titel',
    max: MAX_LENGTH.title,
    required: true,
  })
  const title = plainText(text ?? '')
  if (title === '') throw refusal(ctx, 'title.rendered', 'required', { label: 'De titel' }, rendered)
  return title
}

/** The item's address on the site, from its permalink: each segment a slug, so no address can leave the site. */
export function checkedPath(
  raw: Record<string, unknown>,
  ctx: ItemContext,
  appAddresses: readonly string[],
): string {
  const link = readString(raw, 'link', ctx)
  let sitePath: string
  try {
    sitePath = permalinkPath(link, appAddresses)
  } catch {
    throw refusal(ctx, 'link', 'link', { label: 'Het webadres', value: link }, link)
  }
  const segments = sitePath.split('/').filter(Boolean)
  if (!segments.every((segment) => SLUG.test(segment)))
    throw refusal(ctx, 'link', 'slug', { value: sitePath }, link)
  return sitePath
}

/** WordPress's own dates; a value that is not one means the item did not come from WordPress as it is. */
function checkedItemDate(raw: Record<string, unknown>, key: 'date' | 'modified', ctx: ItemContext): string {
  const value = readString(raw, key, ctx)
  if (normaliseDate(value) !== null) return value
  const label = key === 'date' ? 'De publicatiedatum' : 'De wijzigingsdatum'
  throw refusal(ctx, key, 'notDate', { label, value, format: 'JJJJ-MM-DD' }, value)
}

function content(raw: Record<string, unknown>, ctx: ItemContext, appAddresses: readonly string[]): string {
  if (raw.content === undefined) return ''
  const html = readRendered(raw, 'content', ctx)
  const checked = checkedText(html, ctx, {
    field: 'content.rendered',
    label: 'De inhoud',
    max: MAX_LENGTH.html,
  })
  return checked === null ? '' : sanitiseCmsHtml(checked, appAddresses)
}

function excerpt(raw: Record<string, unknown>, ctx: ItemContext): string {
  if (raw.excerpt === undefined) return ''
  const text = readRendered(raw, 'excerpt', ctx)
  const checked = checkedText(text, ctx, {
    field: 'excerpt.rendered',
    label: 'Het uittreksel',
    max: MAX_LENGTH.paragraph * 10,
  })
  return checked === null ? '' : plainText(checked)
}

function menuOrder(raw: Record<string, unknown>, ctx: ItemContext): number {
  if (raw.menu_order === undefined) return 0
  return readInt(raw, 'menu_order', ctx)
}

function parentId(raw: Record<string, unknown>, ctx: ItemContext): number | null {
  if (raw.parent === undefined || raw.parent === 0 || raw.parent === null) return null
  const parent = readInt(raw, 'parent', ctx)
  return parent > 0 ? parent : null
}

function termIds(raw: Record<string, unknown>, taxonomy: string, ctx: ItemContext): number[] {
  const ids = raw[taxonomy]
  if (ids === undefined) return []
  if (!Array.isArray(ids)) throw wrongType(ctx, taxonomy, 'a list of ids', ids)
  return ids.map((id) => readInt({ [taxonomy]: id }, taxonomy, ctx))
}

/**
 * A REST post item → its node, plus the node of its featured image when it has one. What the page cannot do
 * without (id, slug, title, address, dates) throws, and the item's boundary leaves the item out; every other part
 * is left out on its own, with a notice.
 */
export function normalisePost(
  type: ListTypeConfig,
  rawItem: unknown,
  ctx: ItemContext,
  appAddresses: readonly string[],
  mediaOrigins: readonly string[],
): [NodeInput, ...NodeInput[]] {
  const raw = asRecord(rawItem, ctx, '(item)')
  const databaseId = readInt(raw, 'id', ctx)
  const fields = {
    databaseId,
    slug: checkedSlug(raw, ctx),
    title: checkedTitle(raw, ctx),
    path: checkedPath(raw, ctx, appAddresses),
    date: checkedItemDate(raw, 'date', ctx),
    modified: checkedItemDate(raw, 'modified', ctx),
  }
  const media = guardedPart(ctx, 'featured_media', raw.featured_media, null, () =>
    featuredMedia(raw, ctx, mediaOrigins),
  )
  const html = guardedPart(ctx, 'content', raw.content, '', () => content(raw, ctx, appAddresses))
  const summary = guardedPart(ctx, 'excerpt', raw.excerpt, '', () => excerpt(raw, ctx))
  const post: NodeInput = {
    nodeType: type.nodeType,
    key: nodeKey(type.nodeType, databaseId),
    fields: {
      ...fields,
      listed: isListed(raw),
      content: html,
      excerpt: summary,
      ownExcerpt: isAutomaticExcerpt(summary, plainText(html)) ? null : summary,
      menuOrder: guardedPart(ctx, 'menu_order', raw.menu_order, 0, () => menuOrder(raw, ctx)),
      parentDatabaseId: guardedPart(ctx, 'parent', raw.parent, null, () => parentId(raw, ctx)),
      featuredImageDatabaseId: media ? media.fields.databaseId : null,
      ...(type.restType === 'activities'
        ? {
            activityTypeIds: guardedPart(ctx, 'activity_type', raw.activity_type, [], () =>
              termIds(raw, 'activity_type', ctx),
            ),
          }
        : {}),
      ...normaliseAcf(type.restType, raw.acf, ctx, appAddresses),
    },
  }
  return media ? [post, media] : [post]
}
