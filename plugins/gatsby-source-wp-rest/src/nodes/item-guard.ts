import { forTheEditor, MalformedItemError } from '../fetch/errors'
import { noticeId, type ItemContext } from '../normalize/read'
import type { ItemNotice } from '../notices/item-notices'

/** What the editor reads after the reason when the whole item is left out. */
export const LEFT_OUT = 'het item is niet gepubliceerd'

/** The notice for an item left out because of `error`, thrown while it was normalised. */
export function leftOutNotice(ctx: ItemContext, error: unknown): ItemNotice {
  const fallback =
    error instanceof MalformedItemError
      ? 'het item heeft niet de vorm die de website verwacht'
      : 'het item kon niet worden gelezen'
  const { dutch, field, value, detail } = forTheEditor(error, fallback)
  return {
    restType: ctx.type,
    id: noticeId(ctx),
    label: ctx.label,
    outcome: 'left-out',
    problem: `${dutch}; ${LEFT_OUT}.`,
    ...(field === undefined ? {} : { field }),
    ...(value === undefined ? {} : { value }),
    detail,
  }
}

/**
 * The one boundary every CMS item passes on its way to nodes. Everything that turns the item into nodes runs
 * inside it; whatever its content makes go wrong costs that item only: its nodes are left out and its editor gets
 * one notice naming the type, id, slug, field, value and reason. The parts an item was published without are
 * noted only when the item itself is published.
 */
export function guardItem<T>(ctx: ItemContext, run: (ctx: ItemContext) => T): T | null {
  const own: ItemContext = { ...ctx, notices: [] }
  try {
    const result = run(own)
    ctx.notices.push(...own.notices)
    return result
  } catch (error) {
    ctx.notices.push(leftOutNotice(ctx, error))
    return null
  }
}
