/**
 * Runs `task` once the browser is idle after the page became interactive, so it never delays the first paint;
 * at the latest after `timeoutMs`.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs })
  else setTimeout(task, 1)
}
