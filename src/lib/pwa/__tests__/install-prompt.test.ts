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
  afterEach(() => sessionStorage.clear())

  it('keeps the browser’s offer for the banner and stops the browser’s own mini-infobar', () => {
    const { installOffer, listenForInstallPrompt } = freshInstallPrompt()
    listenForInstallPrompt()
    const offer = browserOffer()
    window.dispatchEvent(offer)
    expect(offer.defaultPrevented).toBe(true)
    expect(installOffer()).toBe(offer)
  })

  it('ignores the offer when the visitor already said "not now" in this session', () => {
    const { INSTALL_PROMPT_DISMISSED_KEY, installOffer, listenForInstallPrompt } = freshInstallPrompt()
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, '1')
    listenForInstallPrompt()
    window.dispatchEvent(browserOffer())
    expect(installOffer()).toBeNull()
  })

  it('forgets the offer once the site is installed', () => {
    const { installOffer, listenForInstallPrompt } = freshInstallPrompt()
    listenForInstallPrompt()
    window.dispatchEvent(browserOffer())
    window.dispatchEvent(new Event('appinstalled'))
    expect(installOffer()).toBeNull()
  })
})
