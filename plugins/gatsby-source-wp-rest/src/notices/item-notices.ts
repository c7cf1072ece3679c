import { appendFileSync } from 'node:fs'

/**
 * What a build did with an item an author got wrong. One author's mistake costs that item (or that part of it),
 * never the build: the build goes on, names the item in its log, and, when BUILD_NOTICES_FILE is set (the
 * publishing loop sets it), writes the notice there for WordPress's build-status page, where editors see it.
 */
export interface ItemNotice {
  /** the item's REST type ("activities", "pages", "media") */
  restType: string
  /** its WordPress id, from which WordPress makes the edit link; null when the item has none */
  id: number | null
  /** its title as the site shows it, or its slug */
  label: string
  /** left out of the site, or published without the broken part */
  outcome: 'left-out' | 'cut'
  /** what was wrong, in Dutch, for the editor */
  problem: string
  /** the field it was in, as the REST item names it ("acf.registration_url", "title.rendered") */
  field?: string
  /** the value that was wrong, shortened */
  value?: string
  /** the technical reason, for the build's log only ("has a malformed percent-escape") */
  detail?: string
}

/** Where notices go besides the log: a file of JSON lines (one notice each), or nothing. */
export function noticesFile(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.BUILD_NOTICES_FILE?.trim() || null
}

const OUTCOME_IN_LOG = { 'left-out': 'left out', cut: 'published without the broken part' } as const

/** The log line: the item by type, id and label, what happened, and why. */
export function describeNotice(notice: ItemNotice): string {
  const id = notice.id === null ? '' : ` ${notice.id}`
  const detail = notice.detail ? ` [${notice.detail}]` : ''
  const field = notice.field ? ` field ${notice.field}` : ''
  return `${notice.restType}${id} (${notice.label})${field} ${OUTCOME_IN_LOG[notice.outcome]}: ${notice.problem}${detail}`
}

/**
 * Logs each notice as a warning and appends it to the notices file. Appending (one write per line) lets the
 * plugin and the site's own build steps add to one file in the same build.
 */
export function recordItemNotices(
  warn: (message: string) => void,
  notices: readonly ItemNotice[],
  file: string | null = noticesFile(),
): void {
  for (const notice of notices) {
    warn(`Author's mistake, the build goes on: ${describeNotice(notice)}`)
    if (file !== null) appendFileSync(file, `${JSON.stringify(notice)}\n`, { mode: 0o600 })
  }
}

/**
 * Notes why the whole build stopped, in Dutch (fetch/errors.ts, siteFaultInDutch), in the notices file as a line
 * of its own: publishing shows it to editors as the reason their save is not online.
 */
export function recordSiteFault(dutch: string, file: string | null = noticesFile()): void {
  if (file !== null) appendFileSync(file, `${JSON.stringify({ siteFault: dutch })}\n`, { mode: 0o600 })
}
