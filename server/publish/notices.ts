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

/**
 * What the build left out or cut (the notices file it appended to, one JSON line each; see
 * plugins/gatsby-source-wp-rest/src/notices/item-notices.ts), once each, then removes the file. A query that
 * asked for a missing image twice noted it twice.
 */
export function takeNotices(file: string): ItemNotice[] {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  rmSync(file, { force: true })
  const seen = new Map<string, ItemNotice>()
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    try {
      const notice: unknown = JSON.parse(line)
      // The technical detail stays in the build's log; the status is for editors.
      if (isNotice(notice))
        seen.set(JSON.stringify({ ...notice, detail: undefined }), { ...notice, detail: undefined })
    } catch {
      // a line cut short by a build that was stopped: the build's log has it
    }
  }
  return [...seen.values()].slice(0, NOTICES_KEPT)
}
