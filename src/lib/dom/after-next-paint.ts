/**
 * Runs `task` once the browser has painted the next frame: for work a tap needs done soon but not before the
 * visitor sees its answer (Interaction to Next Paint ends at that paint). Returns a function that cancels it.
 * Where there are no frames (a hidden tab, a test without rendering), a timer stands in.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    // A task queued from the frame's callback runs after the frame has been painted.
    timer = setTimeout(() => cancelled || task(), 0)
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : (run(), 0)
  return () => {
    cancelled = true
    if (frame) cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
