import { startTransition, useEffect, useState } from 'react'
import { afterLoadWhenIdle, whenIdle } from './when-idle'

/**
 * A panel on standby: mounted while closed, so that opening it only shows it. Its first render on a phone cost
 * more than the rest of a tap: the code ran for the first time, Emotion serialised and inserted every style, and
 * the first layout of each font size and weight asked the browser process for the font. On standby the panel is
 * laid out but not shown: invisible, out of the accessibility tree (`aria-hidden` as well, for tools that do not
 * compute styles), not hit by the pointer, and moved a screen's width away, out of every IntersectionObserver
 * (Gatsby's links prefetch only what is on screen). The transform also makes it the containing block of the
 * panel's fixed elements, which keep the screen's size. Opening takes these away: no render, no new layout.
 */
const STANDBY_STYLE = {
  transform: 'translateX(-200vw)',
  visibility: 'hidden',
  pointerEvents: 'none',
} as const

/** The attributes of a panel's outermost element: on standby, or shown (`data-state` drives its animations). */
export function standbyAttributes(state: 'standby' | 'open' | 'closing') {
  return state === 'standby'
    ? ({ 'data-state': state, 'aria-hidden': true, style: STANDBY_STYLE } as const)
    : ({ 'data-state': state } as const)
}

/**
 * After the page's load, when the browser is idle: fetches a panel's code (`prefetch`, at low priority), then says
 * how many of the panel's `parts` may be on standby: one more in each idle moment. The caller mounts them; each
 * change is a transition, so React renders it in slices of a few milliseconds. Mounted in parts, each commit and
 * the first layout after it stay small: a whole panel at once was a task of 20–40 ms here, 80–160 ms on a phone.
 * A failed fetch leaves the panel to load when the visitor opens it.
 */
export function useIdleStandby(prefetch: () => Promise<unknown>, parts = 1): number {
  const [ready, setReady] = useState(0)
  useEffect(() => {
    let cancelled = false
    const mountNext = (part: number) =>
      whenIdle(() => {
        if (cancelled) return
        startTransition(() => setReady(part))
        if (part < parts) mountNext(part + 1)
      })
    // Cancelled when the component goes before the browser was idle.
    const cancelWait = afterLoadWhenIdle(() => {
      prefetch().then(
        () => mountNext(1),
        () => undefined,
      )
    })
    return () => {
      cancelled = true
      cancelWait()
    }
  }, [prefetch, parts])
  return ready
}
