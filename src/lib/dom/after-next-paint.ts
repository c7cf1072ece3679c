/**
 * Runs `task` once the browser has painted the next frame: for work a tap needs done soon but not before the
 * visitor sees its answer (Interaction to Next Paint ends at that paint). Returns a function that cancels it.
 * Without requestAnimationFrame (a test without rendering) a timer stands in; in a hidden tab it waits until the
 * tab is shown, as painting does.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  // A task queued from the frame's callback runs after the frame has been painted.
  const afterFrame = () => {
    timer = setTimeout(() => cancelled || task(), 0)
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : null
  if (frame === null) afterFrame()
  return () => {
    cancelled = true
    if (frame !== null) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
