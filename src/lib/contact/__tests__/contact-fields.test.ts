import {
  CONTACT_FIELDS,
  fieldForServerKey,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  MESSAGE_MAX_LENGTH,
  requiredMessage,
  TOO_LONG_MESSAGE,
  validateContactField,
  type ContactFieldName,
} from '../contact-fields'

const field = (name: ContactFieldName) => CONTACT_FIELDS.find((candidate) => candidate.name === name)!

describe('the contact fields', () => {
  it('are the spec table: input_4 optional, the others required, in that order', () => {
    expect(CONTACT_FIELDS.map(({ name, required }) => [name, required])).toEqual([
      ['input_4', false],
      ['input_1', true],
      ['input_2', true],
      ['input_5', true],
      ['input_3', true],
    ])
    expect(field('input_2').kind).toBe('email')
    expect(field('input_3').kind).toBe('multiline')
  })

  it('says "{label} is verplicht", or "Dit veld is verplicht" without a label', () => {
    expect(requiredMessage('Naam')).toBe('Naam is verplicht')
    expect(requiredMessage()).toBe('Dit veld is verplicht')
    expect(requiredMessage('')).toBe('Dit veld is verplicht')
    expect(validateContactField(field('input_1'), '   ')).toBe('Naam is verplicht')
    expect(validateContactField(field('input_4'), '')).toBe(true)
  })

  it('checks e-mail addresses and phone numbers', () => {
    expect(validateContactField(field('input_2'), 'naam@praktijk')).toBe(INVALID_EMAIL_MESSAGE)
    expect(validateContactField(field('input_2'), 'naam praktijk.nl')).toBe(INVALID_EMAIL_MESSAGE)
    expect(validateContactField(field('input_2'), 'naam@praktijk.nl')).toBe(true)
    expect(validateContactField(field('input_5'), '12345')).toBe(INVALID_PHONE_MESSAGE)
    expect(validateContactField(field('input_5'), 'bel me')).toBe(INVALID_PHONE_MESSAGE)
    expect(validateContactField(field('input_5'), '088 - 123 45 67')).toBe(true)
    expect(validateContactField(field('input_5'), '+31 (0)6 1234 5678')).toBe(true)
  })

  it('limits the question to the maximum length', () => {
    expect(validateContactField(field('input_3'), 'x'.repeat(MESSAGE_MAX_LENGTH))).toBe(true)
    expect(validateContactField(field('input_3'), 'x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(TOO_LONG_MESSAGE)
  })

  it('limits every field to the length the CMS accepts, before any other check, as the CMS does', () => {
    expect(validateContactField(field('input_4'), 'p'.repeat(150))).toBe(true)
    expect(validateContactField(field('input_4'), 'p'.repeat(151))).toBe('Gebruik maximaal 150 tekens')
    expect(validateContactField(field('input_1'), 'x'.repeat(101))).toBe('Gebruik maximaal 100 tekens')
    expect(validateContactField(field('input_2'), `${'a'.repeat(250)}@praktijk.nl`)).toBe(
      'Gebruik maximaal 254 tekens',
    )
    expect(validateContactField(field('input_5'), '0'.repeat(31))).toBe('Gebruik maximaal 30 tekens')
  })

  it('maps Gravity Forms keys to fields', () => {
    expect(fieldForServerKey('2')).toBe('input_2')
    expect(fieldForServerKey('input_5')).toBe('input_5')
    expect(fieldForServerKey('9')).toBeUndefined()
  })
})
