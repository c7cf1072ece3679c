import { startTransition, useCallback, useEffect, useState } from 'react'
import { pushEvent } from '../../lib/analytics/events'
import { hasSessionFlag, setSessionFlag } from '../../lib/dom/session-flag'

/** The popout shows for 5000 ms. */
export const POPOUT_VISIBLE_MS = 5000
export const POPOUT_SESSION_KEY = 'contact-popout-shown'

/**
 * The contact popout's life: shown once per browser session, right when the contact button
 * first appears (this hook mounts with it); hides itself after 5 seconds or when closed; never again that
 * session, also not after a reload.
 */
export function useContactPopout() {
  const [shown, setShown] = useState(false)
  const hide = useCallback(() => setShown(false), [])

  useEffect(() => {
    if (hasSessionFlag(POPOUT_SESSION_KEY)) return
    setSessionFlag(POPOUT_SESSION_KEY)
    pushEvent({ event: 'contact_popout_shown' })
    // a transition, like the button it belongs to: rendered in slices, not in one long task
    startTransition(() => setShown(true))
    const timer = window.setTimeout(hide, POPOUT_VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [hide])

  return { shown, hide }
}
