import { LIST_TYPES } from '../content-types'
import { MalformedItemError } from '../fetch/errors'
import type { ItemNotice } from '../notices/item-notices'
import { MAX_LENGTH } from '../rules/content-rules'
import { checkedText } from '../rules/field-checks'
import { guardItem } from '../nodes/item-guard'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readInt, readString, wrongType, type ItemContext, type JsonRecord } from './read'
import { plainText } from './text'
import { checkedLink } from './url-gate'

export interface MenuItem {
  databaseId: number
  title: string
  /** a site path for the site's own pages; `#`, `mailto:` and other addresses unchanged */
  url: string
  target: string | null
  classes: string[]
  children: MenuItem[]
}

/** What menu items are checked against: the items on the site (by node key), and where notices go. */
export interface MenuChecks {
  keys: ReadonlySet<string>
  notices: ItemNotice[]
}

function readClasses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : []
  return list.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
}

/** WordPress names post types in menu items as it does everywhere: `page` for pages, else the REST name. */
const NODE_TYPE_OF_OBJECT = new Map<string, string>(
  LIST_TYPES.map((type) => [type.restType === 'pages' ? 'page' : type.restType, type.nodeType]),
)

/** A menu item that links to an item must link to one on the site (not deleted, not left out by the build). */
function checkTarget(raw: JsonRecord, ctx: ItemContext, keys: ReadonlySet<string>): void {
  if (raw.type !== 'post_type' && raw.type !== 'taxonomy') return
  const nodeType = typeof raw.object === 'string' ? NODE_TYPE_OF_OBJECT.get(raw.object) : undefined
  if (nodeType === undefined || typeof raw.object_id !== 'number') return
  if (keys.has(nodeKey(nodeType, raw.object_id))) return
  throw new MalformedItemError(
    ctx.type,
    ctx.id,
    'object_id',
    `points at ${nodeType} ${raw.object_id}, not on the site`,
    {
      dutch: `het menu-item verwijst naar ${String(raw.object)} ${raw.object_id}, dat niet op de website staat`,
      value: String(raw.object_id),
    },
  )
}

/** One menu item and the items below it; a broken one is left out with its children, and its editor told. */
function normaliseItem(
  rawItem: unknown,
  parent: ItemContext,
  checks: MenuChecks,
  appAddresses: readonly string[],
) {
  const id = isRecord(rawItem) ? String(rawItem.ID ?? rawItem.id) : '?'
  const ctx: ItemContext = {
    ...parent,
    id,
    label: `${parent.label}: ${isRecord(rawItem) ? String(rawItem.title) : id}`,
  }
  return guardItem(ctx, (own): MenuItem => {
    const raw = asRecord(rawItem, own, 'menu item')
    checkTarget(raw, own, checks.keys)
    const children = raw.children ?? []
    if (!Array.isArray(children)) throw wrongType(own, 'children', 'a list', children)
    const title = checkedText(raw.title, own, {
      field: 'title',
      label: 'De titel',
      max: MAX_LENGTH.title,
      required: true,
    })
    return {
      databaseId: readInt(raw, 'ID' in raw ? 'ID' : 'id', own),
      title: plainText(title ?? ''),
      url: checkedLink(readString(raw, 'url', own), own, 'url', appAddresses, 'Het adres'),
      target: raw.target === '_blank' ? '_blank' : null,
      classes: readClasses(raw.classes),
      children: normaliseItems(children, own, checks, appAddresses),
    }
  })
}

function normaliseItems(
  items: unknown[],
  ctx: ItemContext,
  checks: MenuChecks,
  appAddresses: readonly string[],
) {
  return items.flatMap((item) => normaliseItem(item, ctx, checks, appAddresses) ?? [])
}

export const MENU_NODE_TYPE = 'WpMenu'

/**
 * One menu location (an array of nested items) → a WpMenu node keyed by its location. A location that is not a
 * list is a menu the site cannot use: that stops the build. A broken item costs that item.
 */
export function normaliseMenu(
  location: string,
  rawItems: unknown,
  menuLocations: unknown,
  appAddresses: readonly string[],
  checks: MenuChecks,
): NodeInput {
  const ctx: ItemContext = { type: 'menu', id: location, label: location, notices: checks.notices }
  if (!Array.isArray(rawItems))
    throw new MalformedItemError('menu', location, '(menu)', 'must be a list of menu items')
  const listed = isRecord(menuLocations) ? menuLocations[location] : undefined
  const name = isRecord(listed) && typeof listed.name === 'string' ? listed.name : location
  return {
    nodeType: MENU_NODE_TYPE,
    key: nodeKey(MENU_NODE_TYPE, location),
    fields: { location, name, items: normaliseItems(rawItems, ctx, checks, appAddresses) },
  }
}
