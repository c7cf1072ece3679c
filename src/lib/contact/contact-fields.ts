/**
 * The contact form's fields, in the order they are shown. Gravity Forms knows them by number:
 * `input_{n}`; its validation_messages use the bare number.
 */
export const CONTACT_FIELDS = [
  { name: 'input_4', label: 'Praktijknaam', kind: 'text', required: false, autoComplete: 'organization' },
  { name: 'input_1', label: 'Naam', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'input_2', label: 'E-mailadres', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'input_5', label: 'Telefoonnummer', kind: 'tel', required: true, autoComplete: 'tel' },
  { name: 'input_3', label: 'Vraag of opmerking', kind: 'multiline', required: true, autoComplete: 'off' },
] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactFieldName = ContactField['name']
export type ContactValues = Record<ContactFieldName, string>

/** Longest question or remark we accept; the counter under the text area shows it. */
export const MESSAGE_MAX_LENGTH = 2000

/** The hidden field that only spam bots fill in. */
export const HONEYPOT_NAME = 'website'

export const EMPTY_CONTACT_VALUES: ContactValues = {
  input_1: '',
  input_2: '',
  input_3: '',
  input_4: '',
  input_5: '',
}

/** The message of an empty required field: '{label} is verplicht', or 'Dit veld is verplicht' for a field without a label. */
export const requiredMessage = (label?: string) => (label ? `${label} is verplicht` : 'Dit veld is verplicht')

export const INVALID_EMAIL_MESSAGE = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@praktijk.nl'
export const INVALID_PHONE_MESSAGE = 'Vul een geldig telefoonnummer in, bijvoorbeeld 0612345678'
export const TOO_LONG_MESSAGE = `Gebruik maximaal ${MESSAGE_MAX_LENGTH} tekens`

// One @, something on both sides, a dot in the domain: what browsers' type=email accepts, minus dotless hosts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Digits with the usual separators; 10 to 15 digits covers Dutch and international numbers.
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/

/** Checks one field; returns the Dutch message for the visitor, or true when the value is fine. */
export function validateContactField(field: ContactField, value: string): string | true {
  const trimmed = value.trim()
  if (trimmed === '') return field.required ? requiredMessage(field.label) : true
  if (field.kind === 'email' && !EMAIL_PATTERN.test(trimmed)) return INVALID_EMAIL_MESSAGE
  if (field.kind === 'tel') {
    const digits = trimmed.replace(/\D/g, '').length
    if (!PHONE_CHARACTERS.test(trimmed) || digits < 10 || digits > 15) return INVALID_PHONE_MESSAGE
  }
  if (field.kind === 'multiline' && value.length > MESSAGE_MAX_LENGTH) return TOO_LONG_MESSAGE
  return true
}

/** The field a Gravity Forms validation key ('1' or 'input_1') belongs to. */
export function fieldForServerKey(key: string): ContactFieldName | undefined {
  const name = key.startsWith('input_') ? key : `input_${key}`
  return CONTACT_FIELDS.find((field) => field.name === name)?.name
}
