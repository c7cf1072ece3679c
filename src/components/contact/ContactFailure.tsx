import { useEffect, useRef } from 'react'
import { ErrorNotice } from '../../design/ErrorNotice'
import { telHref } from '../../lib/contact-links'

interface ContactFailureProps {
  phoneNumber?: string | null
  emailAddress?: string | null
}

/** Said when the form could not be sent: nothing is lost, try again, or call or mail instead. */
export const ContactFailure = ({ phoneNumber, emailAddress }: ContactFailureProps) => {
  const box = useRef<HTMLDivElement>(null)
  // On a phone the message appears below the fold; bring it into view (it is also read out as an alert).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <ErrorNotice ref={box} title="Uw bericht kon niet worden verstuurd.">
      Wat u heeft ingevuld staat nog in het formulier. Probeer het over een paar minuten opnieuw
      {phoneNumber || emailAddress ? ', of neem direct contact met ons op: ' : '.'}
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
      {(phoneNumber || emailAddress) && '.'}
    </ErrorNotice>
  )
}
