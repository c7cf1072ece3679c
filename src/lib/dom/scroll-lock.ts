/**
 * Page scroll lock for the menu flyout and the modal (spec: opening locks page scrolling, closing restores the
 * position). The root element gets `overflow: hidden`, which stops scrolling by wheel, keys and touch (iOS
 * Safari since 16), and the page keeps its offset, so closing finds it where it was. It only writes: the
 * earlier lock pinned the body at the offset it read, and reading the offset and the scrollbar's width right
 * after the overlay was inserted made the browser lay out the page twice in the tap's frame. The scrollbar's
 * room is kept by `scrollbar-gutter: stable` on the root (GlobalStyles), so the page does not jump sideways.
 * Locks nest: the page unlocks when the last holder lets go.
 */
let holders = 0
let savedOverflow = ''

export function lockScroll(): () => void {
  const { style } = document.documentElement
  if (holders === 0) {
    savedOverflow = style.overflow
    style.overflow = 'hidden'
  }
  holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) style.overflow = savedOverflow
  }
}
