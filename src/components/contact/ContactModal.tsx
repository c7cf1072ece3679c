import { Suspense, useMemo } from 'react'
import { Loader } from '../../design/Loader'
import { Modal } from '../../design/Modal'
import { ErrorBoundary } from '../layout/ErrorBoundary'
import { ContactFormUnavailable } from './ContactFormUnavailable'
import { ContactFormChunk } from './load-contact-form'

/** The form's code is fetched when the browser is idle after the load, or when the modal first opens. */
const LazyContactForm = ContactFormChunk.Component

export const CONTACT_MODAL_TITLE = 'Interesse of vragen?'

/**
 * The large modal behind the 'Kom in contact' button (spec: floating contact button), mounted while open. Its
 * code (with the modal's own: focus trap, scroll lock) is a chunk of its own, fetched when the visitor shows
 * interest in the button (ContactWidget).
 */
export const ContactModal = ({
  open,
  withForm,
  onClose,
}: {
  open: boolean
  /** false only on standby, until the form's turn comes (ContactWidget mounts the modal in two parts) */
  withForm: boolean
  /** stable (the modal's dialog is memoised on it) */
  onClose: () => void
}) => {
  // The same element while `withForm` stays: the tap that opens the modal renders the dialog's frame again, not
  // the form (on a phone's profile that was 5 ms of the tap's 14 in its handler, medians).
  const body = useMemo(() => <ContactModalBody withForm={withForm} />, [withForm])
  return (
    <Modal open={open} standby onClose={onClose} title={CONTACT_MODAL_TITLE} size="large">
      {body}
    </Modal>
  )
}

/** What the modal holds. */
const ContactModalBody = ({ withForm }: { withForm: boolean }) => (
  <>
    <p>
      Bent u geïnteresseerd in onze producten of heeft u vragen? Vul het formulier in, dan nemen wij binnen
      twee werkdagen contact met u op.
    </p>
    {/* The modal sits outside the page's error boundary: a form that cannot load must not blank the site. */}
    {withForm && (
      <ErrorBoundary resetKey="contact-modal" fallback={<ContactFormUnavailable />}>
        <Suspense fallback={<Loader label="Het formulier wordt geladen…" />}>
          <LazyContactForm idPrefix="contact-modal" formLocation="contact_modal" />
        </Suspense>
      </ErrorBoundary>
    )}
  </>
)
