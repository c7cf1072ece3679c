import { normaliseMedia } from './media'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readInt, readOptionalString, type ItemContext, type JsonRecord } from './read'
import { sanitiseCmsHtml } from './sanitize'
import { plainText } from './text'
import { checkedLink } from './url-gate'

export const FRONT_PAGE_NODE_TYPE = 'WpFrontPage'

const text = (acf: JsonRecord, key: string, ctx: ItemContext) => {
  const value = readOptionalString(acf, key, ctx)
  return value === null ? null : plainText(value)
}

const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []

function heroButton(value: unknown, ctx: ItemContext, appAddresses: readonly string[]) {
  if (!isRecord(value)) return null
  const url = readOptionalString(value, 'url', ctx)
  if (url === null) return null
  return {
    title: plainText(readOptionalString(value, 'title', ctx) ?? ''),
    url: checkedLink(url, ctx, 'acf.hero_button.url', appAddresses),
    target: readOptionalString(value, 'target', ctx),
  }
}

/** The `/moosewp/v1/front-page` payload → a WpFrontPage node, plus its hero image node. */
export function normaliseFrontPage(rawFrontPage: unknown, appAddresses: readonly string[]): NodeInput[] {
  const ctx = { type: 'front-page', id: 'front-page', label: 'front-page', notices: [] }
  const raw = asRecord(rawFrontPage, ctx, '(front page)')
  const acf = isRecord(raw.acf) ? raw.acf : {}
  const hero =
    isRecord(acf.hero_image) && typeof acf.hero_image.id === 'number'
      ? normaliseMedia(acf.hero_image, ctx)
      : null
  const usps = Array.isArray(acf.usps) ? acf.usps.filter(isRecord) : []
  const intro = readOptionalString(acf, 'intro_text', ctx)
  const frontPage: NodeInput = {
    nodeType: FRONT_PAGE_NODE_TYPE,
    key: nodeKey(FRONT_PAGE_NODE_TYPE, 'front-page'),
    fields: {
      databaseId: readInt(raw, 'id', ctx),
      title: plainText(readOptionalString(raw, 'title', ctx) ?? ''),
      modified: readOptionalString(raw, 'modified', ctx),
      metaDescription: text(acf, 'meta_description', ctx),
      heroTitle: text(acf, 'hero_title', ctx),
      heroText: text(acf, 'hero_text', ctx),
      heroImageDatabaseId: hero ? hero.fields.databaseId : null,
      heroButton: heroButton(acf.hero_button, ctx, appAddresses),
      usps: usps.map((usp) => ({ title: text(usp, 'title', ctx) ?? '', text: text(usp, 'text', ctx) ?? '' })),
      introTitle: text(acf, 'intro_title', ctx),
      introText: intro === null ? null : sanitiseCmsHtml(intro, appAddresses),
      highlightedProductIds: ids(acf.highlighted_products),
      highlightedReferenceIds: ids(acf.highlighted_references),
    },
  }
  return hero ? [frontPage, hero] : [frontPage]
}
