import { useEffect, useRef } from 'react'
import { colors, radii, space } from '../../design/tokens'
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
    <div
      ref={box}
      role="alert"
      css={{
        borderLeft: `4px solid ${colors.error}`,
        background: '#fdf1f0',
        borderRadius: radii.md,
        padding: `${space.sm} ${space.md}`,
      }}
    >
      <p css={{ fontWeight: 700, color: colors.error, margin: `0 0 ${space.xxs}` }}>
        Uw bericht kon niet worden verstuurd.
      </p>
      <p css={{ margin: 0 }}>
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
      </p>
    </div>
  )
}
