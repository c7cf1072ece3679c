import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PublishSettings } from '../settings'
import { drainQueue } from './drain'

/** WordPress lists at most 50 changes; a longer body is cut (and then read as a call without changes). */
const MAX_BODY_BYTES = 65_536

/**
 * The receiver's command: webhook runs it for every call whose signature is right (hooks.json), after it has
 * answered 202. The call joins the queue (`queue/<received ms>-<pid>.json`, which queue.ts reads), and then the
 * builds run unless one is under way (drain.ts): one build at a time, and the running one's loop takes every call
 * queued meanwhile as one follow-up build.
 */
export async function receiveHook(
  settings: PublishSettings,
  body: string,
  receivedMs: number,
): Promise<void> {
  mkdirSync(settings.queueDir, { recursive: true })
  const entry = path.join(settings.queueDir, `${receivedMs}-${process.pid}.json`)
  // Written beside and renamed: the loop never reads half a call.
  writeFileSync(`${entry}.tmp`, Buffer.from(body).subarray(0, MAX_BODY_BYTES))
  renameSync(`${entry}.tmp`, entry)
  await drainQueue(settings)
}
