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
 * What every modal overlay (menu flyout, modal dialog) does while open: page scroll locked, the page behind
 * made inert for keyboard and screen reader, Tab kept inside, Escape handled, and on close the scroll position
 * and the focus given back to where they were.
 */
export function useOverlay({ open, container, initialFocus, onEscape }: OverlayOptions) {
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  useEffect(() => {
    if (!open) return
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlockScroll = lockScroll()
    const appRoot = document.getElementById(GATSBY_ROOT_ID)
    // Inert after the overlay's first frame: it restyles every element of the page behind (on a phone 10–20 ms,
    // more on a long page), which the tap's answer need not wait for. Focus is in the overlay already.
    const cancelInert = afterNextPaint(() => appRoot?.setAttribute('inert', ''))

    const element = container.current
    if (element) {
      const target = initialFocus?.current ?? focusableIn(element)[0] ?? element
      target.focus({ preventScroll: true })
    }

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
      cancelInert()
      appRoot?.removeAttribute('inert')
      unlockScroll()
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true })
    }
  }, [open, container, initialFocus])
}
