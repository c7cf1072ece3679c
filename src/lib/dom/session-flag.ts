/**
 * A yes/no flag for this browser session (sessionStorage). Storage can be unavailable (private modes, blocked
 * cookies); then the flag lives in memory for this page load, which errs on the side of not repeating things.
 */
const memory = new Set<string>()

export function hasSessionFlag(key: string): boolean {
  if (memory.has(key)) return true
  try {
    return window.sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

export function setSessionFlag(key: string): void {
  memory.add(key)
  try {
    window.sessionStorage.setItem(key, '1')
  } catch {
    // kept in memory above
  }
}

/** For tests: forget the in-memory copies. */
export function clearSessionFlagsInMemory(): void {
  memory.clear()
}
