import { hasSessionFlag, setSessionFlag } from '../dom/session-flag'

/**
 * The browser's offer to install the site as an app (`beforeinstallprompt`, Chromium-based browsers). It can
 * come before React has rendered, so it is caught from client entry and kept here until the banner shows it.
 * Cancelled once, it is not offered again in this session (sessionStorage: this tab, until it is closed).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export const INSTALL_PROMPT_DISMISSED_KEY = 'install-prompt-dismissed'

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

const setOffer = (next: BeforeInstallPromptEvent | null) => {
  offer = next
  for (const listener of listeners) listener()
}

export function listenForInstallPrompt(): void {
  const offered = (event: Event) => {
    if (!hasSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)) setOffer(event as BeforeInstallPromptEvent)
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // the browser's own mini-infobar would repeat our banner
    offered(event)
  })
  window.addEventListener('appinstalled', () => setOffer(null))
}

export const installOffer = (): BeforeInstallPromptEvent | null => offer

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's install dialog; a "no" there counts as cancelling. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer
  if (!current) return
  setOffer(null) // an offer can be used once
  try {
    await current.prompt()
    const { outcome } = await current.userChoice
    if (outcome === 'dismissed') setSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)
  } catch {
    // The browser would not show its dialog (already shown, say): nothing to do, the card is gone.
  }
}

export function cancelInstallOffer(): void {
  setSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)
  setOffer(null)
}
