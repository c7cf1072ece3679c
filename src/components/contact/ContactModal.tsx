import { lazy, Suspense } from 'react'
import { Loader } from '../../design/Loader'
import { Modal } from '../../design/Modal'
import { ErrorBoundary } from '../layout/ErrorBoundary'
import { ContactFormUnavailable } from './ContactFormUnavailable'
import { loadContactForm } from './load-contact-form'

/** The form is fetched when the modal first opens, not with every page. */
const LazyContactForm = lazy(loadContactForm)

export const CONTACT_MODAL_TITLE = 'Interesse of vragen?'

/**
 * The large modal behind the 'Kom in contact' button (spec: floating contact button), mounted while open. Its
 * code (with the modal's own: focus trap, scroll lock) is a chunk of its own, fetched when the visitor shows
 * interest in the button (ContactWidget).
 */
export const ContactModal = ({ onClose }: { onClose: () => void }) => (
  <Modal open onClose={onClose} title={CONTACT_MODAL_TITLE} size="large">
    <p>
      Bent u geïnteresseerd in onze producten of heeft u vragen? Vul het formulier in, dan nemen wij binnen
      twee werkdagen contact met u op.
    </p>
    {/* The modal sits outside the page's error boundary: a form that cannot load must not blank the site. */}
    <ErrorBoundary resetKey="contact-modal" fallback={<ContactFormUnavailable />}>
      <Suspense fallback={<Loader label="Het formulier wordt geladen…" />}>
        <LazyContactForm idPrefix="contact-modal" formLocation="contact_modal" />
      </Suspense>
    </ErrorBoundary>
  </Modal>
)
