import { forTheEditor } from '../fetch/errors'
import { noteCut, type ItemContext } from './read'

/**
 * A part of a site-wide document (the front page, the options, a menu) that the site can do without: a mistake in
 * it costs that part, noted for the editor, never the whole document.
 */
export function guardedPart<T>(ctx: ItemContext, field: string, raw: unknown, empty: T, read: () => T): T {
  try {
    return read()
  } catch (error) {
    const told = forTheEditor(error, `${field} kon niet worden gelezen`)
    noteCut(ctx, `${told.dutch}; dat deel is weggelaten.`, told.field ?? field, told.value ?? raw)
    return empty
  }
}
