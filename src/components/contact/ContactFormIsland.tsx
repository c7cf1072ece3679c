import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { Loader } from '../../design/Loader'
import type { FormLocation } from '../../lib/analytics/events'
import { CONTACT_FIELDS, type ContactField } from '../../lib/contact/contact-fields'
import { ErrorBoundary } from '../layout/ErrorBoundary'
import { ContactFormUnavailable } from './ContactFormUnavailable'
import { loadContactForm } from './load-contact-form'

type FormProps = { idPrefix?: string; formLocation: FormLocation }

/** What brings a visitor to the form: pointing at it, touching it, tabbing into it, typing in it. */
const APPROACHES = ['pointerover', 'pointerdown', 'focusin', 'input'] as const

// On the server the form renders at once, so the page's HTML holds it whole and it works before any script.
const ServerForm = lazy(loadContactForm)

/** A promise with its resolve function. */
function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * Shown only when there is no server HTML to keep (the visitor came by a link within the site): then there is
 * nothing to move towards, and the form is loaded at once.
 */
const LoadingForm = ({ onShown }: { onShown: () => void }) => {
  useEffect(() => {
    onShown()
  }, [onShown])
  return <Loader label="Het formulier wordt geladen…" />
}

/** The island's moments: the visitor's first move towards the form, and the form having started. */
function createIsland() {
  const approached = deferred()
  const started = deferred()
  const leftEarly = new Set<ContactField['name']>()
  // In the browser: the form's chunk, asked for after the first move; it reports when it has started.
  const BrowserForm = lazy(async () => {
    await approached.promise
    const { default: Form } = await loadContactForm()
    const Started: ComponentType<FormProps> = (props) => {
      useEffect(() => {
        started.resolve()
      }, [])
      return <Form {...props} leftBeforeStart={[...leftEarly]} />
    }
    return { default: Started }
  })
  return { approached, started, leftEarly, BrowserForm }
}

/**
 * The contact form on the contact page, hydrated when the visitor first moves towards it.
 *
 * The form's code (react-hook-form and the form, about 15 KB gzip) is most of what this page adds to every
 * other page's JavaScript. React keeps a server-rendered Suspense boundary whose component has not loaded as it
 * is (selective hydration), so the form stays on screen as server HTML, text typed into it stays in the fields,
 * and its code is fetched on the first pointer, touch, focus or input inside it. A submit before then is held
 * and sent once the form has started, so it never falls through to the browser's own submission. The checks
 * that leaving or filling a field would have run before then run when it starts.
 */
export const ContactFormIsland = ({ idPrefix, formLocation }: FormProps) => {
  const box = useRef<HTMLDivElement>(null)
  const isStarted = useRef(false)
  const [island] = useState(createIsland)

  useEffect(() => {
    const element = box.current
    if (!element) return
    void island.started.promise.then(() => (isStarted.current = true))
    const inForm = (event: Event) => event.target instanceof Node && element.contains(event.target)
    const approach = (event: Event) => {
      if (inForm(event)) island.approached.resolve()
    }
    const noteLeftField = (event: Event) => {
      const field = CONTACT_FIELDS.find(
        (candidate) => candidate.name === (event.target as HTMLInputElement).name,
      )
      if (!isStarted.current && inForm(event) && field) island.leftEarly.add(field.name)
    }
    const holdEarlySubmit = (event: Event) => {
      if (isStarted.current || !inForm(event)) return
      event.preventDefault()
      island.approached.resolve()
      const form = event.target as HTMLFormElement
      void island.started.promise.then(() => form.requestSubmit())
    }
    // On the window, in the capture phase: React stops the events aimed at a part it has not hydrated yet at
    // its root, before they reach the form (to replay or drop them), so a listener on the form hears nothing.
    const listeners: Array<[string, (event: Event) => void]> = [
      ...APPROACHES.map((type): [string, (event: Event) => void] => [type, approach]),
      ['focusout', noteLeftField],
      ['submit', holdEarlySubmit],
    ]
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { capture: true })
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true })
    }
  }, [island])

  // The same element on every render: an update that reached the boundary before it hydrated would make React
  // drop the server HTML and render the fallback (React error 421).
  const content = useMemo(() => {
    const Form = typeof window === 'undefined' ? ServerForm : island.BrowserForm
    return (
      <ErrorBoundary resetKey="contact-page-form" fallback={<ContactFormUnavailable />}>
        <Suspense fallback={<LoadingForm onShown={island.approached.resolve} />}>
          <Form idPrefix={idPrefix} formLocation={formLocation} />
        </Suspense>
      </ErrorBoundary>
    )
  }, [island, idPrefix, formLocation])
  return <div ref={box}>{content}</div>
}
