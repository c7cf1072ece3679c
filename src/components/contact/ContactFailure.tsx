import { useEffect, useRef } from 'react'
import { ErrorNotice } from '../../design/ErrorNotice'
import { telHref } from '../../lib/contact-links'

interface ContactFailureProps {
  phoneNumber?: string | null
  emailAddress?: string | null
  /** why the CMS refused the message (too many messages, too large), in Dutch; absent for other failures */
  message?: string
}

/** Said when the form could not be sent: nothing is lost, try again, or call or mail instead. */
export const ContactFailure = ({ phoneNumber, emailAddress, message }: ContactFailureProps) => {
  const box = useRef<HTMLDivElement>(null)
  // On a phone the message appears below the fold; bring it into view (it is also read out as an alert).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' })
  }, [message])
  const reachable = Boolean(phoneNumber || emailAddress)
  const kept = 'Wat u heeft ingevuld staat nog in het formulier.'
  // A refusal says why (and when to try again) itself; any other failure is usually over in a few minutes.
  const statement = message ? `${message} ${kept}` : `${kept} Probeer het over een paar minuten opnieuw`
  const invitation = message ? ' U kunt ons ook direct bereiken: ' : ', of neem direct contact met ons op: '
  return (
    <ErrorNotice ref={box} title="Uw bericht kon niet worden verstuurd.">
      {statement}
      {reachable ? invitation : message ? '' : '.'}
      {phoneNumber && (
        <>
          bel <a href={telHref(phoneNumber)}>{phoneNumber}</a>
        </>
      )}
      {phoneNumber && emailAddress && ' of '}
      {emailAddress && (
        <>
          mail naar <a href={`mailto:${emailAddress}`}>{emailAddress}</a>
        </>
      )}
      {reachable && '.'}
    </ErrorNotice>
  )
}
