import { render, screen } from '@testing-library/react'
import { ContactFailure } from '../ContactFailure'

const LIMIT =
  'Vanaf uw internetadres zijn het afgelopen uur al 5 berichten verstuurd. Probeer het later opnieuw.'

describe('ContactFailure', () => {
  it('says why the CMS refused the message, that nothing is lost, and how else to reach us', () => {
    render(<ContactFailure phoneNumber="088 - 123 45 67" emailAddress="info@example.nl" message={LIMIT} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Uw bericht kon niet worden verstuurd.${LIMIT} Wat u heeft ingevuld staat nog in het formulier. U kunt ons ook direct bereiken: bel 088 - 123 45 67 of mail naar info@example.nl.`,
    )
    expect(screen.getByRole('link', { name: '088 - 123 45 67' })).toHaveAttribute('href', 'tel:0881234567')
    expect(screen.getByRole('link', { name: 'info@example.nl' })).toHaveAttribute(
      'href',
      'mailto:info@example.nl',
    )
  })

  it('asks to try again in a few minutes after any other failure', () => {
    render(<ContactFailure emailAddress="info@example.nl" />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Wat u heeft ingevuld staat nog in het formulier. Probeer het over een paar minuten opnieuw, of neem direct contact met ons op: mail naar info@example.nl.',
    )
  })

  it('ends its sentences without contact details', () => {
    render(<ContactFailure message={LIMIT} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${LIMIT} Wat u heeft ingevuld staat nog in het formulier.`,
    )
  })
})
