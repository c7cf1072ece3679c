/**
 * Runs `task` once the browser is idle after the page became interactive, so it never delays the first paint;
 * at the latest after `timeoutMs`.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs })
  else setTimeout(task, 1)
}

/**
 * Runs `task` in an idle moment after the page's `load` event: for work that must not compete with the page's own
 * downloads (fetching the code of controls the visitor has not used yet). Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 5000): () => void {
  let cancelled = false
  const run = () => whenIdle(() => cancelled || task(), timeoutMs)
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
  }
}
