import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { clearSessionFlagsInMemory, hasSessionFlag } from '../../../lib/dom/session-flag'
import { INSTALL_PROMPT_DISMISSED_KEY, listenForInstallPrompt } from '../../../lib/pwa/install-prompt'
import { InstallPrompt } from '../InstallPrompt'
import { loadFirst } from '../../../../tests/helpers/load-first'

/** The event Chromium fires when the site may be installed. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = jest.fn(async () => undefined)
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return { prompt, event }
}

const card = () => screen.queryByRole('complementary', { name: 'Installeer de app' })
/** The card's code is fetched when the offer comes: it is there a moment later. */
const shownCard = () => screen.findByRole('complementary', { name: 'Installeer de app' })

describe('the install prompt', () => {
  loadFirst(() => import('../InstallCard'))
  beforeAll(() => listenForInstallPrompt())
  beforeEach(() => {
    window.sessionStorage.clear()
    clearSessionFlagsInMemory()
  })
  afterEach(() => {
    act(() => {
      window.dispatchEvent(new Event('appinstalled')) // no offer left over for the next test
    })
  })

  it('stays away until the browser offers installation, then shows the offer instead of the browser’s banner', async () => {
    const { container } = render(<InstallPrompt siteTitle="Tandem Praktijksoftware" />)
    expect(card()).not.toBeInTheDocument()
    const { event } = offerInstallation()
    expect(event.defaultPrevented).toBe(true)
    expect(await shownCard()).toHaveTextContent('Zet Tandem Praktijksoftware op uw apparaat')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('"Niet nu" hides it for the rest of the session, and focus goes to the page’s content', async () => {
    render(
      <>
        <main id="inhoud" tabIndex={-1} />
        <InstallPrompt siteTitle="Tandem" />
      </>,
    )
    offerInstallation()
    await shownCard()
    await userEvent.click(screen.getByRole('button', { name: 'Niet nu' }))
    expect(card()).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveFocus()
    expect(hasSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)).toBe(true)
    offerInstallation()
    expect(card()).not.toBeInTheDocument()
  })

  it('"Installeren" opens the browser’s dialog once; a "no" there also counts for the session', async () => {
    render(<InstallPrompt siteTitle="Tandem" />)
    const { prompt } = offerInstallation('dismissed')
    await shownCard()
    await userEvent.click(screen.getByRole('button', { name: 'Installeren' }))
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(card()).not.toBeInTheDocument()
    expect(hasSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)).toBe(true)
  })

  it('after an accepted installation it may be offered again later (another device profile, say)', async () => {
    render(<InstallPrompt siteTitle="Tandem" />)
    offerInstallation('accepted')
    await shownCard()
    await userEvent.click(screen.getByRole('button', { name: 'Installeren' }))
    expect(hasSessionFlag(INSTALL_PROMPT_DISMISSED_KEY)).toBe(false)
  })
})
