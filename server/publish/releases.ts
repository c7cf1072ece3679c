import { existsSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { namesIn } from '../lib/folder'
import { copyRelease } from './copy-release'

/** Release folders are named by their UTC start time (sortable), with a counter if two start in one second. */
const RELEASE = /^\d{8}T\d{6}Z(-\d+)?$/

export const listReleases = (releasesDir: string): string[] => namesIn(releasesDir, RELEASE)

export function newReleaseId(releasesDir: string, logsDir: string, now: Date): string {
  const base = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const taken = (id: string) =>
    existsSync(path.join(releasesDir, id)) || existsSync(path.join(logsDir, `${id}.log`))
  let id = base
  for (let counter = 2; taken(id); counter++) id = `${base}-${counter}`
  return id
}

/** The release the live link points at, or null before the first one. */
export function liveRelease(liveLink: string): string | null {
  try {
    const name = path.basename(readlinkSync(liveLink))
    return RELEASE.test(name) ? name : null
  } catch {
    return null
  }
}

/**
 * Copies a finished build into a new release folder, sharing unchanged files with the live release (`basis`) as
 * hard links (see copy-release.ts). The folder appears under its name only when complete.
 */
export async function createRelease(
  publicDir: string,
  releasesDir: string,
  id: string,
  basis: string | null,
): Promise<void> {
  mkdirSync(releasesDir, { recursive: true })
  const partial = path.join(releasesDir, `.${id}.partial`)
  rmSync(partial, { recursive: true, force: true })
  try {
    await copyRelease(publicDir, partial, basis && path.join(releasesDir, basis))
    renameSync(partial, path.join(releasesDir, id))
  } catch (error) {
    // A half copy (a full disk, a vanished file) would otherwise stay until a release of the same second.
    rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/**
 * Removes half copies (`.<id>.partial`) that a build stopped in the middle of its copy left behind. Only the build
 * loop copies, under the build lock, so when it starts none of them is being written.
 */
export function removePartialCopies(releasesDir: string): string[] {
  const names = namesIn(releasesDir, /^\..+\.partial$/)
  for (const name of names) rmSync(path.join(releasesDir, name), { recursive: true, force: true })
  return names
}

/** Removes a release that never went live (its check before the switch failed). */
export function discardRelease(releasesDir: string, liveLink: string, id: string): void {
  if (!RELEASE.test(id) || liveRelease(liveLink) === id) return
  rmSync(path.join(releasesDir, id), { recursive: true, force: true })
}

/**
 * Points the live link at a release in one step: a new link is made beside it and renamed over it (rename(2)
 * replaces it atomically), so every request is answered from one complete release, the old or the new.
 */
export function switchLive(liveLink: string, releasesDir: string, id: string): void {
  if (!RELEASE.test(id) || !existsSync(path.join(releasesDir, id)))
    throw new Error(`There is no release ${id}.`)
  const next = `${liveLink}.next`
  rmSync(next, { force: true })
  symlinkSync(path.relative(path.dirname(liveLink), path.join(releasesDir, id)), next)
  renameSync(next, liveLink)
}

/**
 * Removes all but the newest `keep` releases. The live one stays whatever its age (after a rollback): it is read
 * from the live link itself, not taken from the caller, so a release switched to meanwhile is never removed; when
 * the link cannot be read, nothing is removed.
 */
export function pruneReleases(releasesDir: string, keep: number, liveLink: string): string[] {
  const live = liveRelease(liveLink)
  if (live === null) return []
  const releases = listReleases(releasesDir)
  const removed = releases.slice(0, Math.max(0, releases.length - keep)).filter((id) => id !== live)
  for (const id of removed) rmSync(path.join(releasesDir, id), { recursive: true, force: true })
  return removed
}

/** The release before the live one (what a rollback goes back to), or null when there is none. */
export function previousRelease(releasesDir: string, live: string | null): string | null {
  const older = listReleases(releasesDir).filter((id) => live === null || id < live)
  return older.at(-1) ?? null
}
