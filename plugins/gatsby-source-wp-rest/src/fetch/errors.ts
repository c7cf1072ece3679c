/** A CMS call that did not give what the build needs. The message names the URL, status and expectation. */
export class CmsRequestError extends Error {
  override readonly name = 'CmsRequestError'

  constructor(
    readonly url: string,
    readonly status: number | null,
    readonly expected: string,
    readonly detail: string,
  ) {
    const answered = status === null ? 'gave no response' : `answered HTTP ${status}`
    super(`CMS request ${url} ${answered}: ${detail}. Expected ${expected}.`)
  }
}

/** For the editor: what was wrong in Dutch, and the value (shortened) that was. */
export interface ForEditor {
  dutch: string
  value?: string
}

/**
 * An item whose shape is not what the site can render. Thrown inside one item's normalising and caught at that
 * item's boundary (nodes/item-guard.ts), which leaves out the field or the item and notes `dutch` for its editor.
 */
export class MalformedItemError extends Error {
  override readonly name = 'MalformedItemError'

  constructor(
    readonly itemType: string,
    readonly itemId: string,
    readonly field: string,
    detail: string,
    readonly forEditor?: ForEditor,
  ) {
    super(`Malformed ${itemType} item ${itemId}: field "${field}" ${detail}`)
  }
}

/**
 * What an error thrown inside an item's normalising tells its editor: the Dutch reason (or `fallback` for an error
 * nobody foresaw), the field and the value. The technical message stays in `detail`, for the build's log.
 */
export function forTheEditor(
  error: unknown,
  fallback: string,
): { dutch: string; field?: string; value?: string; detail: string } {
  const detail = error instanceof Error ? error.message : String(error)
  if (!(error instanceof MalformedItemError)) return { dutch: fallback, detail }
  return {
    dutch: error.forEditor?.dutch ?? fallback,
    field: error.field,
    value: error.forEditor?.value,
    detail,
  }
}

/** The message of a WordPress REST error body ({ code, message }) or a short excerpt of any other body. */
export function serverMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message
  }
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, 200)
  return 'no message'
}

/**
 * Why the whole build stopped, for editors (the build-status page and the editor's notice): in Dutch, without the
 * developer's detail, which stays in the build's log.
 */
export function siteFaultInDutch(error: unknown): string {
  if (error instanceof CmsRequestError) {
    const answer = error.status === null ? 'gaf geen antwoord' : `antwoordde met HTTP ${error.status}`
    return `WordPress ${answer} toen de build de inhoud las (${error.url}). Sla het item over een paar minuten opnieuw op; mislukt het dan weer, waarschuw de beheerder`
  }
  return 'de inhoud uit WordPress kon niet als geheel worden gelezen (een lijst was onvolledig, of de voorpagina, de menu’s of de instellingen waren onbruikbaar). Waarschuw de beheerder: de oorzaak staat in het logboek van de build'
}
