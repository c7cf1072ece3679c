import { useEffect, useRef, type RefObject } from 'react'
import { GATSBY_ROOT_ID } from '../gatsby-internals'
import { afterNextPaint } from './after-next-paint'
import { keepTabInside, focusableIn } from './focus-trap'
import { lockScroll } from './scroll-lock'

interface OverlayOptions {
  open: boolean
  container: RefObject<HTMLElement | null>
  /** what gets focus on open; by default the first focusable element, else the container itself */
  initialFocus?: RefObject<HTMLElement | null>
  onEscape?: () => void
}

/**
 * The page behind, given back by overlays that closed: after their closing frame has been painted, or at once when
 * an overlay opens before that (so it finds the page as a closed overlay left it).
 */
const pageRestores = new Set<() => void>()

function restorePage(restore: () => void) {
  if (pageRestores.delete(restore)) restore()
}

function restorePageNow() {
  for (const restore of [...pageRestores]) restorePage(restore)
}

/**
 * What every modal overlay (menu flyout, modal dialog) does while open: page scroll locked, the page behind
 * made inert for keyboard and screen reader, focus moved in and Tab kept inside, Escape handled, and on close the
 * scroll position and the focus given back to where they were. Both ways that is done after the overlay's first
 * or closing frame, not in the key press or tap, whose answer need not wait for it: taking `inert` away restyles
 * the whole page (10–20 ms on a phone), and moving focus makes the browser restyle at once. For that one frame
 * the page is as it was. Focus goes back only if it is still where the overlay left it: a page the close
 * navigated to may have moved it since.
 */
export function useOverlay({ open, container, initialFocus, onEscape }: OverlayOptions) {
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  useEffect(() => {
    if (!open) return
    restorePageNow()
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const appRoot = document.getElementById(GATSBY_ROOT_ID)
    const element = container.current
    let unlockScroll: (() => void) | null = null
    // The page behind is taken over after the overlay's first frame, not in the tap that opens it: moving focus
    // makes the browser restyle at once (on a phone 10–15 ms of the tap, half its work), `inert` restyles every
    // element of the page behind (10–20 ms, more on a long page), and locking the scroll lays the page out again.
    // The tap's answer, the overlay on screen, need not wait for any of them; Tab is kept inside from the start.
    const cancelTakeOver = afterNextPaint(() => {
      unlockScroll = lockScroll()
      if (element) {
        const target = initialFocus?.current ?? focusableIn(element)[0] ?? element
        target.focus({ preventScroll: true })
      }
      appRoot?.setAttribute('inert', '')
    })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.preventDefault()
        onEscapeRef.current()
      } else if (container.current) {
        keepTabInside(event, container.current)
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      cancelTakeOver()
      const restore = () => {
        appRoot?.removeAttribute('inert')
        unlockScroll?.()
        const focused = document.activeElement
        const focusLeftBehind = !focused || focused === document.body || Boolean(element?.contains(focused))
        if (focusLeftBehind && returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true })
      }
      pageRestores.add(restore)
      afterNextPaint(() => restorePage(restore))
    }
  }, [open, container, initialFocus])
}
