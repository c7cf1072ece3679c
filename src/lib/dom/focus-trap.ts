const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Whether the element is rendered and visible: not inside display:none, not visibility:hidden. */
function isShown(element: HTMLElement, container: HTMLElement): boolean {
  if (window.getComputedStyle(element).visibility === 'hidden') return false
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (window.getComputedStyle(node).display === 'none') return false
  }
  return true
}

/** Elements inside `container` that Tab can reach, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]') && isShown(element, container),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `container` (for dialogs): from the last element Tab wraps to the first and
 * the other way round. Returns true when it moved focus itself.
 */
export function keepTabInside(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false
  const focusable = focusableIn(container)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return true
  }
  const active = document.activeElement
  const outside = !container.contains(active)
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
