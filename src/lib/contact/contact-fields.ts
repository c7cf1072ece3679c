/** Longest question or remark we accept; the counter under the text area shows it. */
export const MESSAGE_MAX_LENGTH = 2000

/**
 * The contact form's fields, in the order they are shown. Gravity Forms knows them by number:
 * `input_{n}`; its validation_messages use the bare number. The CMS checks the same table (contact-contract.ts,
 * generated into the WordPress plugin), so `maxLength` is the server's limit as well: an e-mail address is at most
 * 254 characters (RFC 5321), the others leave room for any real name, practice or phone number.
 */
export const CONTACT_FIELDS = [
  {
    name: 'input_4',
    label: 'Praktijknaam',
    kind: 'text',
    required: false,
    autoComplete: 'organization',
    maxLength: 150,
  },
  { name: 'input_1', label: 'Naam', kind: 'text', required: true, autoComplete: 'name', maxLength: 100 },
  {
    name: 'input_2',
    label: 'E-mailadres',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: 254,
  },
  {
    name: 'input_5',
    label: 'Telefoonnummer',
    kind: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: 30,
  },
  {
    name: 'input_3',
    label: 'Vraag of opmerking',
    kind: 'multiline',
    required: true,
    autoComplete: 'off',
    maxLength: MESSAGE_MAX_LENGTH,
  },
] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactFieldName = ContactField['name']
export type ContactValues = Record<ContactFieldName, string>

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

export const tooLongMessage = (maxLength: number) => `Gebruik maximaal ${maxLength} tekens`

export const INVALID_EMAIL_MESSAGE = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@praktijk.nl'
export const INVALID_PHONE_MESSAGE = 'Vul een geldig telefoonnummer in, bijvoorbeeld 0612345678'
export const TOO_LONG_MESSAGE = tooLongMessage(MESSAGE_MAX_LENGTH)

// One @, something on both sides, a dot in the domain: what browsers' type=email accepts, minus dotless hosts.
// (The CMS applies WordPress's own, stricter is_email() instead, and its message then shows under the field.)
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The characters of a phone number: digits with the usual separators. The CMS applies it too, as PCRE, so it
 * must stay without flags and without syntax the two read differently. (JavaScript's `\s` also takes Unicode
 * spaces, PCRE's only ASCII ones: such a rare number passes here and gets the CMS's message under the field.)
 */
export const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/
/** 10 to 15 digits covers Dutch and international numbers. */
export const PHONE_DIGITS = { min: 10, max: 15 } as const

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim()
  const digits = trimmed.replace(/\D/g, '').length
  return PHONE_CHARACTERS.test(trimmed) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
}

/**
 * Checks one field; returns the Dutch message for the visitor, or true when the value is fine. In the CMS's
 * order (length first, on the value as typed), so both give the same message for the same value.
 */
export function validateContactField(field: ContactField, value: string): string | true {
  if (value.length > field.maxLength) return tooLongMessage(field.maxLength)
  const trimmed = value.trim()
  if (trimmed === '') return field.required ? requiredMessage(field.label) : true
  if (field.kind === 'email' && !EMAIL_PATTERN.test(trimmed)) return INVALID_EMAIL_MESSAGE
  if (field.kind === 'tel' && !isPhoneNumber(trimmed)) return INVALID_PHONE_MESSAGE
  return true
}

/** The field a Gravity Forms validation key ('1' or 'input_1') belongs to. */
export function fieldForServerKey(key: string): ContactFieldName | undefined {
  const name = key.startsWith('input_') ? key : `input_${key}`
  return CONTACT_FIELDS.find((field) => field.name === name)?.name
}
