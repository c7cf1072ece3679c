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
 * After the page's load, when the browser is idle: fetches a panel's code (`prefetch`, at low priority), then,
 * in another idle moment, says the panel may go on standby. The caller then mounts it; the change is a
 * transition, so React renders it in slices of a few milliseconds. A failed fetch leaves the panel to load when
 * the visitor opens it.
 */
export function useIdleStandby(prefetch: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // Cancelled when the component goes before the browser was idle.
    return afterLoadWhenIdle(() => {
      prefetch().then(
        () => whenIdle(() => startTransition(() => setReady(true))),
        () => undefined,
      )
    })
  }, [prefetch])
  return ready
}
