import { MalformedItemError } from '../fetch/errors'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readInt, readOptionalString, readString, type ItemContext } from './read'
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

function readClasses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : []
  return list.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
}

function normaliseItem(rawItem: unknown, ctx: ItemContext, appAddresses: readonly string[]): MenuItem {
  const raw = asRecord(rawItem, ctx, 'menu item')
  const itemCtx = { ...ctx, id: `${ctx.id} item ${String(raw.ID ?? raw.id)}` }
  const children = raw.children ?? []
  if (!Array.isArray(children))
    throw new MalformedItemError(itemCtx.type, itemCtx.id, 'children', 'must be a list')
  return {
    databaseId: readInt(raw, 'ID' in raw ? 'ID' : 'id', itemCtx),
    title: plainText(readString(raw, 'title', itemCtx)),
    url: checkedLink(readString(raw, 'url', itemCtx), itemCtx, 'url', appAddresses),
    target: readOptionalString(raw, 'target', itemCtx),
    classes: readClasses(raw.classes),
    children: children.map((child) => normaliseItem(child, itemCtx, appAddresses)),
  }
}

export const MENU_NODE_TYPE = 'WpMenu'

/** One menu location (an array of nested items) → a WpMenu node keyed by its location. */
export function normaliseMenu(
  location: string,
  rawItems: unknown,
  menuLocations: unknown,
  appAddresses: readonly string[],
): NodeInput {
  const ctx = { type: 'menu', id: location, label: location, notices: [] }
  if (!Array.isArray(rawItems))
    throw new MalformedItemError('menu', location, '(menu)', 'must be a list of menu items')
  const listed = isRecord(menuLocations) ? menuLocations[location] : undefined
  const name = isRecord(listed) && typeof listed.name === 'string' ? listed.name : location
  return {
    nodeType: MENU_NODE_TYPE,
    key: nodeKey(MENU_NODE_TYPE, location),
    fields: { location, name, items: rawItems.map((item) => normaliseItem(item, ctx, appAddresses)) },
  }
}
