/**
 * After a deploy, a visitor with an open tab may ask for code chunks that no longer exist. Reloading the page
 * fetches the new build; but a chunk that keeps failing must not reload the page forever. So: at most one reload
 * per path within RELOAD_GUARD_MS, remembered in sessionStorage across the reload.
 */
export const RELOAD_GUARD_MS = 10_000

const storageKey = (path: string) => `chunk-reload:${path}`

/** webpack's ChunkLoadError (scripts) and mini-css-extract's CSS chunk error. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/i.test(message))
  )
}

interface ReloadDependencies {
  now: number
  /** offline, a reload cannot fetch anything newer: it would only lose the visitor's place */
  online: boolean
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

/** Reloads unless this path was reloaded for this reason less than 10 s ago; says whether it reloaded. */
export function reloadOnceForPath(
  path: string,
  { now, online, storage, reload }: ReloadDependencies = {
    now: Date.now(),
    online: navigator.onLine,
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  },
): boolean {
  if (!online) return false
  try {
    const last = storage.getItem(storageKey(path))
    if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false
    storage.setItem(storageKey(path), String(now))
  } catch {
    return false // without storage the guard cannot remember: never risk a loop
  }
  reload()
  return true
}

/** Listens for chunk failures anywhere on the page (a lazy import rejected, a script that failed). */
export function installChunkReloadGuard(): void {
  const onFailure = (error: unknown) => {
    if (isChunkLoadError(error)) reloadOnceForPath(window.location.pathname)
  }
  window.addEventListener('unhandledrejection', (event) => onFailure(event.reason))
  window.addEventListener('error', (event) => onFailure(event.error))
}
