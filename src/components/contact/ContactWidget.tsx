import { css } from '@emotion/react'
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
} from 'react'
import { CONTACT_ICONS } from '../../design/icons/contact'
import { pushEvent } from '../../lib/analytics/events'
import { LineIcon } from '../../design/icons/LineIcon'
import { breakpoints, colors, fontWeights, radii, shadows, space, zIndex } from '../../design/tokens'
import { ErrorBoundary } from '../layout/ErrorBoundary'
import { ContactModalLoading } from './ContactModalLoading'
import { ContactModalUnavailable } from './ContactModalUnavailable'
import { ContactFormChunk, prefetchContactForm } from './load-contact-form'
import { useIdleStandby } from '../../lib/dom/standby'
import { preloadable } from '../../lib/preloadable'
import { ContactPopout } from './ContactPopout'
import { useContactPopout } from './use-contact-popout'

/**
 * The modal's and the form's code is not part of a page's load. It is fetched at low priority once the page has
 * loaded and the browser is idle, and the modal then waits on standby (lib/dom/standby.ts), so a tap only shows
 * it; a visitor who reaches for the button sooner fetches it then.
 */
const contactModal = preloadable(() =>
  import(/* webpackChunkName: "contact-modal" */ './ContactModal').then((module) => module.ContactModal),
)
const ContactModal = contactModal.Component

// A failure here is left to the modal (it shows it, and the reload guard acts there): a hover must never reload
// the page.
const preloadContactModal = () => {
  contactModal.preload().catch(() => undefined)
  ContactFormChunk.preload().catch(() => undefined)
}
const prefetchContactModal = () =>
  Promise.all([
    contactModal.preload(() =>
      import(/* webpackChunkName: "contact-modal", webpackFetchPriority: "low" */ './ContactModal').then(
        (module) => module.ContactModal,
      ),
    ),
    prefetchContactForm(),
  ])

// Serialised once, here: the widget renders again at the tap that opens the modal.
const widgetStyle = css({
  position: 'fixed',
  right: space.md,
  bottom: space.md,
  zIndex: zIndex.contactButton,
  [breakpoints.desktop]: { right: space.xl, bottom: space.xl },
})
const contactButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '3rem',
  padding: `${space.xs} ${space.lg}`,
  border: `2px solid ${colors.onBlue}`,
  borderRadius: radii.round,
  background: colors.blue,
  color: colors.onBlue,
  font: 'inherit',
  fontWeight: fontWeights.bold,
  boxShadow: shadows.raised,
  cursor: 'pointer',
  // Always a transform, so that the pressed one is no new containing block: Chromium lays the page out again
  // when an element gains or loses a transform, in the tap's own frame (1–2 ms on a phone's profile).
  transform: 'scale(1)',
  '&:hover': { background: colors.blueDark },
  // Pressed: shown in the tap's own frame, before anything else has happened.
  '&:active': { background: colors.blueDark, transform: 'scale(0.97)' },
})

/** The button itself, memoised: the tap that opens the modal does not render it again. */
const ContactButton = memo(function ContactButton({
  buttonRef,
  onOpen,
}: {
  buttonRef: RefObject<HTMLButtonElement>
  onOpen: () => void
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={preloadContactModal}
      onFocus={preloadContactModal}
      css={contactButtonStyle}
    >
      <LineIcon>{CONTACT_ICONS.chat}</LineIcon>
      Kom in contact
    </button>
  )
})

/**
 * Appears once the page is interactive (before that a click could not open anything). Exported for the build,
 * which renders it once for its styles (styles-mounted-after-load.tsx).
 */
export const ContactWidgetOnceMounted = () => {
  const [modalOpen, setModalOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const popout = useContactPopout()
  // On standby in two parts: the modal, then its form.
  const partsOnStandby = useIdleStandby(prefetchContactModal, 2)
  // Each opening starts with a fresh form, as when the modal was mounted only while open: a closed modal on
  // standby is replaced, at low priority, by a new one.
  const [round, setRound] = useState(0)
  // Read at the tap, so that the handler stays the same function and the button is not rendered again.
  const popoutShown = useRef(popout.shown)
  useEffect(() => {
    popoutShown.current = popout.shown
  })
  const hidePopout = popout.hide
  const openModal = useCallback(() => {
    if (popoutShown.current) pushEvent({ event: 'contact_popout_used', popout_action: 'open_modal' })
    pushEvent({ event: 'contact_modal_open', popout_shown: popoutShown.current })
    hidePopout()
    setModalOpen(true)
  }, [hidePopout])
  const closePopout = () => {
    pushEvent({ event: 'contact_popout_used', popout_action: 'close' })
    popout.hide()
  }
  // Stable: the modal's dialog is memoised on it.
  const closeModal = useCallback(() => {
    setModalOpen(false)
    startTransition(() => setRound((previous) => previous + 1))
  }, [])
  // The modal gives focus back itself; the notice that replaces it when it cannot load does not hold focus.
  const closeNotice = () => {
    closeModal()
    button.current?.focus()
  }
  return (
    <>
      <div css={widgetStyle}>
        <ContactPopout shown={popout.shown} onClose={closePopout} />
        {(modalOpen || partsOnStandby > 0) && (
          <ErrorBoundary
            resetKey="contact-modal"
            // closed, a modal that failed on standby shows nothing until it is opened
            fallback={modalOpen ? <ContactModalUnavailable onClose={closeNotice} /> : <></>}
          >
            <Suspense fallback={modalOpen ? <ContactModalLoading onClose={closeNotice} /> : null}>
              <ContactModal
                key={round}
                open={modalOpen}
                withForm={modalOpen || partsOnStandby > 1}
                onClose={closeModal}
              />
            </Suspense>
          </ErrorBoundary>
        )}
        <ContactButton buttonRef={button} onOpen={openModal} />
      </div>
    </>
  )
}

/**
 * The floating 'Kom in contact' button with its popout and modal (spec: shared page frame). It is rendered as
 * a transition: React then renders it in slices of a few milliseconds, after the page's own hydration, instead
 * of in one task right after it (on a slow phone that task blocked input for tens of milliseconds).
 */
export const ContactWidget = () => {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted ? <ContactWidgetOnceMounted /> : null
}
