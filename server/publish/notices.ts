import { readFileSync, rmSync } from 'node:fs'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/exports'

/** More than this many on one build is a bulk problem; the log has them all, the status the first ones. */
const NOTICES_KEPT = 100

function isNotice(value: unknown): value is ItemNotice {
  if (typeof value !== 'object' || value === null) return false
  const notice = value as Record<string, unknown>
  return (
    typeof notice.restType === 'string' &&
    (notice.id === null || typeof notice.id === 'number') &&
    typeof notice.label === 'string' &&
    (notice.outcome === 'left-out' || notice.outcome === 'cut') &&
    typeof notice.problem === 'string'
  )
}

const isSiteFault = (value: unknown): value is { siteFault: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { siteFault?: unknown }).siteFault === 'string'

/** What a build noted for editors: the items it left out or cut, and why it stopped, if it stopped. */
export interface BuildNotes {
  notices: ItemNotice[]
  /** why the whole build stopped, in Dutch, or null */
  siteFault: string | null
}

/**
 * What the build left out or cut, and why it stopped if it did (the notices file it appended to, one JSON line
 * each; see plugins/gatsby-source-wp-rest/src/notices/item-notices.ts), once each, then removes the file. A query
 * that asked for a missing image twice noted it twice.
 */
export function takeNotices(file: string): BuildNotes {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { notices: [], siteFault: null }
  }
  rmSync(file, { force: true })
  const seen = new Map<string, ItemNotice>()
  let siteFault: string | null = null
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    try {
      const note: unknown = JSON.parse(line)
      // The technical detail stays in the build's log; the status is for editors.
      if (isNotice(note))
        seen.set(JSON.stringify({ ...note, detail: undefined }), { ...note, detail: undefined })
      else if (isSiteFault(note)) siteFault ??= note.siteFault.slice(0, 500)
    } catch {
      // a line cut short by a build that was stopped: the build's log has it
    }
  }
  return { notices: [...seen.values()].slice(0, NOTICES_KEPT), siteFault }
}
