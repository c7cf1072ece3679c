/**
 * Page scroll lock for the menu flyout and the modal (spec: opening locks page scrolling, closing restores the
 * position). The body is pinned with `position: fixed` at the current offset, which also stops iOS from
 * scrolling the page behind an overlay; unlocking puts the offset back exactly. Locks nest: the page unlocks
 * when the last holder lets go.
 */
let holders = 0
let savedScrollY = 0
let savedStyle = ''

export function lockScroll(): () => void {
  if (holders === 0) pinBody()
  holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) unpinBody()
  }
}

function pinBody() {
  const { body, documentElement } = document
  savedScrollY = window.scrollY
  savedStyle = body.getAttribute('style') ?? ''
  // Keep the scrollbar's width so the page does not jump sideways while pinned.
  const scrollbarWidth = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0
  Object.assign(body.style, {
    position: 'fixed',
    top: `-${savedScrollY}px`,
    left: '0',
    right: '0',
    overflow: 'hidden',
    paddingRight: scrollbarWidth > 0 ? `${scrollbarWidth}px` : '',
  })
}

function unpinBody() {
  const { body } = document
  if (savedStyle) body.setAttribute('style', savedStyle)
  else body.removeAttribute('style')
  window.scrollTo({ top: savedScrollY, left: 0, behavior: 'instant' })
}
