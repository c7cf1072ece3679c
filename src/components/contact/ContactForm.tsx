import { startTransition, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { flushSync } from 'react-dom'
import { Button } from '../../design/Button'
import { spinnerStyle } from '../../design/Loader'
import { StylesInAdvance } from '../../design/StylesInAdvance'
import { breakpoints, space } from '../../design/tokens'
import { visuallyHidden } from '../../design/visually-hidden'
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_NAME,
  validateContactField,
  type ContactField,
  type ContactValues,
} from '../../lib/contact/contact-fields'
import { prefetchSanitizer, sanitizeConfirmation } from '../../lib/contact/sanitize-confirmation'
import { afterNextPaint } from '../../lib/dom/after-next-paint'
import { pushLead } from '../../lib/analytics/leads'
import type { FormLocation } from '../../lib/analytics/events'
import { submitContactForm, type FailedSubmission } from '../../lib/contact/submit-contact'
import { ProofOfWork } from './ProofOfWork'
import { ContactConfirmation, confirmationStyle, type CleanConfirmation } from './ContactConfirmation'
import { ContactFailure } from './ContactFailure'
import { ContactFieldRow } from './ContactFieldRow'
import { useProofOfWork } from './use-proof-of-work'

export interface ContactFormProps {
  /** the Gravity Forms submissions URL; empty when no CMS is configured (sending then fails politely) */
  endpoint: string
  phoneNumber?: string | null
  emailAddress?: string | null
  /** keeps ids unique when the form is on the page and in the modal at once */
  idPrefix?: string
  /** where the form is, for the generate_lead event */
  formLocation: FormLocation
  /** fields the visitor left before the form's code had started (ContactFormIsland): checked when it starts */
  leftBeforeStart?: readonly ContactField['name'][]
}

type FormValues = ContactValues & { [HONEYPOT_NAME]: string }

/** What sending shows: the button's spinner, then the confirmation (in the page beforehand: StylesInAdvance). */
const SENDING_STYLES = [spinnerStyle(), confirmationStyle]

/**
 * The contact form: validated as the visitor types or leaves a field, sent to the CMS,
 * replaced by the CMS's confirmation when accepted; server messages appear under their fields; when sending
 * fails everything typed stays and the visitor is told how else to reach us.
 */
export const ContactForm = ({
  endpoint,
  phoneNumber,
  emailAddress,
  idPrefix = 'contact',
  formLocation,
  leftBeforeStart = [],
}: ContactFormProps) => {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<FormValues>({ mode: 'all', defaultValues: { ...EMPTY_CONTACT_VALUES, [HONEYPOT_NAME]: '' } })
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState<FailedSubmission | null>(null)
  const [confirmation, setConfirmation] = useState<CleanConfirmation | null>(null)
  const [formRemoved, setFormRemoved] = useState(false)
  const inFlight = useRef(false)
  const proofOfWork = useProofOfWork()
  const messageLength = watch('input_3').length
  // Registered once: the same handlers and ref every render, so a field's row renders only when its own
  // message or counter changes.
  const [registeredFields] = useState(() =>
    CONTACT_FIELDS.map((field) => ({
      field,
      registration: register(field.name, { validate: (value) => validateContactField(field, value) }),
    })),
  )

  // What the visitor typed into the server HTML, or left, before the form's code started is checked now, as
  // typing or leaving a field would have checked it. Only once: the form starts once.
  const [leftAtStart] = useState(leftBeforeStart)
  useEffect(() => {
    const touched = CONTACT_FIELDS.filter(
      (field) => getValues(field.name) !== '' || leftAtStart.includes(field.name),
    ).map((field) => field.name)
    if (touched.length > 0) void trigger(touched)
  }, [getValues, trigger, leftAtStart])

  // The form is taken out of the page after the confirmation's frame: removing its fields was a quarter of the
  // work between the CMS's answer and the confirmation on screen. Until then it is hidden.
  useEffect(() => {
    if (!confirmation) return
    return afterNextPaint(() => startTransition(() => setFormRemoved(true)))
  }, [confirmation])

  const send = async ({ [HONEYPOT_NAME]: honeypot, ...values }: FormValues, solution?: string) => {
    if (inFlight.current) return
    inFlight.current = true
    // The tap is answered at once by the button's pressed look. Its sending state is rendered after that frame,
    // and not at all when the answer has come by then: a render the answer would replace before it is seen.
    const cancelSendingState = afterNextPaint(() =>
      startTransition(() => {
        setSending(true)
        setFailed(null)
      }),
    )
    const result = await submitContactForm(endpoint, values, { honeypot, solution })
    cancelSendingState()
    if (result.kind === 'proof-of-work-needed') proofOfWork.ask(result)
    else proofOfWork.clear()
    if (result.kind === 'confirmed') {
      pushLead(formLocation)
      // The confirmation replaces the form and its fields (no reset, which re-rendered every field). The form
      // stays in flight: a second submit whose validation ends after this must not send it again. Shown in the
      // task that read the answer, not one React schedules after it: the visitor is waiting for it.
      const clean = await sanitizeConfirmation(result.confirmationHtml)
      flushSync(() => setConfirmation(clean))
      return
    }
    // An earlier failure's notice goes, or is replaced, whether or not the sending state was shown.
    setFailed(result.kind === 'failed' ? result : null)
    if (result.kind === 'invalid') {
      CONTACT_FIELDS.filter((field) => result.messages[field.name]).forEach((field, index) =>
        setError(
          field.name,
          { type: 'server', message: result.messages[field.name] },
          { shouldFocus: index === 0 },
        ),
      )
    }
    inFlight.current = false
    setSending(false)
  }

  // When many messages arrive, the CMS asks for a proof of work; the typed values are sent again with it.
  const solveAndSend = handleSubmit(async (values) => {
    const solution = await proofOfWork.solve()
    if (solution) await send(values, solution)
  })

  return (
    <>
      {confirmation && <ContactConfirmation message={confirmation} />}
      {!formRemoved && (
        <form
          hidden={confirmation !== null}
          // Sent before any script ran, the browser's own submission goes as POST: nothing typed ends up in an
          // address (where the next page view would carry it to analytics).
          method="post"
          noValidate
          onSubmit={handleSubmit((values) => send(values))}
          // A visitor filling in the form will likely send it: what shows the confirmation is fetched now.
          onFocus={prefetchSanitizer}
          onInput={prefetchSanitizer}
          aria-label="Contactformulier"
          data-analytics-area="contact_form"
          css={{
            display: 'grid',
            // each field reserves a line for its message, which already separates the rows
            gap: `${space.xxs} ${space.md}`,
            [breakpoints.tablet]: {
              gridTemplateColumns: '1fr 1fr',
              '& > .full-width': { gridColumn: '1 / -1' },
            },
            '&[hidden]': { display: 'none' },
          }}
        >
          {registeredFields.map(({ field, registration }) => (
            <ContactFieldRow
              key={field.name}
              field={field}
              id={`${idPrefix}-${field.name}`}
              registration={registration}
              error={errors[field.name]?.message}
              length={field.kind === 'multiline' ? messageLength : undefined}
            />
          ))}
          <div aria-hidden="true" css={visuallyHidden}>
            <label htmlFor={`${idPrefix}-${HONEYPOT_NAME}`}>Website (laat dit veld leeg)</label>
            <input
              id={`${idPrefix}-${HONEYPOT_NAME}`}
              {...register(HONEYPOT_NAME)}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          {proofOfWork.check && (
            <div className="full-width">
              <ProofOfWork check={proofOfWork.check} onStart={() => void solveAndSend()} />
            </div>
          )}
          {failed && (
            <div className="full-width">
              <ContactFailure
                phoneNumber={phoneNumber}
                emailAddress={emailAddress}
                message={failed.message}
              />
            </div>
          )}
          <div className="full-width">
            <Button type="submit" loading={sending} loadingLabel="Bezig met versturen…">
              Versturen
            </Button>
          </div>
          <StylesInAdvance styles={SENDING_STYLES} />
        </form>
      )}
    </>
  )
}
