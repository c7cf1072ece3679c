import { nodeTypeOf } from '../content-types'
import type { ItemNotice } from '../notices/item-notices'
import { MAX_LENGTH } from '../rules/content-rules'
import { checkedText } from '../rules/field-checks'
import { guardedPart } from './guarded-part'
import { normaliseMedia } from './media'
import { existingIds } from '../nodes/relations'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, noteCut, readInt, type ItemContext, type JsonRecord } from './read'
import { sanitiseCmsHtml } from './sanitize'
import { plainText } from './text'
import { checkedLink } from './url-gate'
import { mediaOriginProblem } from '../fetch/download'

export const FRONT_PAGE_NODE_TYPE = 'WpFrontPage'

/** What the front page's fields are checked against: the items on the site, where notices go, media origins. */
export interface FrontPageChecks {
  keys: ReadonlySet<string>
  notices: ItemNotice[]
  mediaOrigins: readonly string[]
}

const line = (ctx: ItemContext, record: JsonRecord, key: string, max: number = MAX_LENGTH.line) => {
  const value = guardedPart(ctx, `acf.${key}`, record[key], null, () =>
    checkedText(record[key], ctx, { field: `acf.${key}`, label: key, max }),
  )
  return value === null ? null : plainText(value)
}

function heroButton(value: unknown, ctx: ItemContext, appAddresses: readonly string[]) {
  if (!isRecord(value)) return null
  const url = checkedText(value.url, ctx, {
    field: 'acf.hero_button.url',
    label: 'Knop: adres',
    max: MAX_LENGTH.address,
  })
  if (url === null) return null
  const title = checkedText(value.title, ctx, {
    field: 'acf.hero_button.title',
    label: 'Knop: tekst',
    max: MAX_LENGTH.line,
  })
  return {
    title: plainText(title ?? ''),
    url: checkedLink(url, ctx, 'acf.hero_button.url', appAddresses, 'Knop: adres'),
    target: value.target === '_blank' ? '_blank' : null,
  }
}

/** The highlighted items on the site; the editor is told about each one that is not. */
const highlighted = (
  ctx: ItemContext,
  acf: JsonRecord,
  key: string,
  nodeType: string,
  keys: ReadonlySet<string>,
) => existingIds(ctx, acf[key], nodeType, keys, { key: `acf.${key}`, label: key })

function heroImage(acf: JsonRecord, ctx: ItemContext, mediaOrigins: readonly string[]): NodeInput | null {
  const image = acf.hero_image
  if (!isRecord(image) || typeof image.id !== 'number') return null
  const problem =
    typeof image.source_url === 'string' ? mediaOriginProblem(image.source_url, mediaOrigins) : null
  if (problem !== null) {
    noteCut(
      ctx,
      `De afbeelding staat op een andere server dan WordPress; dat deel is weggelaten.`,
      'acf.hero_image',
      image.source_url,
    )
    return null
  }
  return normaliseMedia(image, ctx)
}

/**
 * The `/moosewp/v1/front-page` payload → a WpFrontPage node, plus its hero image node. A payload that is not an
 * object, or has no id, is a front page the site cannot use: that stops the build. Each field is its own part.
 */
export function normaliseFrontPage(
  rawFrontPage: unknown,
  appAddresses: readonly string[],
  { keys, notices, mediaOrigins }: FrontPageChecks,
): NodeInput[] {
  const site: ItemContext = { type: 'front-page', id: 'front-page', label: 'front-page', notices }
  const raw = asRecord(rawFrontPage, site, '(front page)')
  const databaseId = readInt(raw, 'id', site)
  const ctx: ItemContext = { ...site, type: 'pages', id: String(databaseId), label: 'home' }
  const acf = isRecord(raw.acf) ? raw.acf : {}
  const hero = guardedPart(ctx, 'acf.hero_image', acf.hero_image, null, () =>
    heroImage(acf, ctx, mediaOrigins),
  )
  const usps = Array.isArray(acf.usps) ? acf.usps.filter(isRecord) : []
  const intro = guardedPart(ctx, 'acf.intro_text', acf.intro_text, null, () =>
    checkedText(acf.intro_text, ctx, { field: 'acf.intro_text', label: 'intro_text', max: MAX_LENGTH.html }),
  )
  const frontPage: NodeInput = {
    nodeType: FRONT_PAGE_NODE_TYPE,
    key: nodeKey(FRONT_PAGE_NODE_TYPE, 'front-page'),
    fields: {
      databaseId,
      title: line(ctx, raw, 'title', MAX_LENGTH.title) ?? '',
      modified: typeof raw.modified === 'string' ? raw.modified : null,
      metaDescription: line(ctx, acf, 'meta_description', MAX_LENGTH.paragraph),
      heroTitle: line(ctx, acf, 'hero_title'),
      heroText: line(ctx, acf, 'hero_text', MAX_LENGTH.paragraph),
      heroImageDatabaseId: hero ? hero.fields.databaseId : null,
      heroButton: guardedPart(ctx, 'acf.hero_button', acf.hero_button, null, () =>
        heroButton(acf.hero_button, ctx, appAddresses),
      ),
      usps: usps.map((usp) => ({
        title: line(ctx, usp, 'title') ?? '',
        text: line(ctx, usp, 'text', MAX_LENGTH.paragraph) ?? '',
      })),
      introTitle: line(ctx, acf, 'intro_title'),
      introText: intro === null ? null : sanitiseCmsHtml(intro, appAddresses),
      highlightedProductIds: highlighted(ctx, acf, 'highlighted_products', nodeTypeOf('products'), keys),
      highlightedReferenceIds: highlighted(
        ctx,
        acf,
        'highlighted_references',
        nodeTypeOf('references'),
        keys,
      ),
    },
  }
  return hero ? [frontPage, hero] : [frontPage]
}
