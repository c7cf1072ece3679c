import type { BeforeInstallPromptEvent } from '../install-prompt'

type InstallPromptModule = typeof import('../install-prompt')

/** A fresh copy of the module per test: the offer and the session flag live in module state. */
function freshInstallPrompt(): InstallPromptModule {
  let module: InstallPromptModule | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<InstallPromptModule>('../install-prompt')
  })
  return module!
}

const browserOffer = () => new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent

describe('the install offer', () => {
  afterEach(() => {
    sessionStorage.clear()
    delete window.___installOfferBeforeStart
  })

  it('takes over an offer the page’s start script kept before the app ran', () => {
    const { installOffer, listenForInstallPrompt } = freshInstallPrompt()
    const early = browserOffer()
    window.___installOfferBeforeStart = early
    listenForInstallPrompt()
    expect(installOffer()).toBe(early)
  })

  it('ignores that early offer when the visitor already said "not now" in this session', () => {
    const { INSTALL_PROMPT_DISMISSED_KEY, installOffer, listenForInstallPrompt } = freshInstallPrompt()
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, '1')
    window.___installOfferBeforeStart = browserOffer()
    listenForInstallPrompt()
    expect(installOffer()).toBeNull()
  })
})
