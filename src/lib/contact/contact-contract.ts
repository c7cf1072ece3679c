import {
  CONTACT_FIELDS,
  HONEYPOT_NAME,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  PHONE_CHARACTERS,
  PHONE_DIGITS,
  requiredMessage,
  tooLongMessage,
  type ContactField,
} from './contact-fields'
import { PROOF_OF_WORK_NEEDED_MESSAGE, DEFAULT_CONFIRMATION, TOO_LARGE_MESSAGE } from './submit-contact'

/**
 * The contact form as the CMS's route checks it (cms/tandem-headless/includes/contact-form.php): made from the
 * tables and texts the browser's form uses, and written into the plugin by `npm run cms:contracts`, so the two
 * cannot drift apart. Never imported by browser code: it is for the generator and its tests.
 */
export interface ContactContract {
  /** in the form's order */
  fields: ContractField[]
  honeypot: string
  phone: { pattern: string; minDigits: number; maxDigits: number }
  /** the confirmation_message of an accepted form (HTML) */
  confirmation: string
  messages: { tooLarge: string; proofOfWorkNeeded: string }
}

export interface ContractField {
  /** Gravity Forms' field number: sent as `input_{number}`, its validation message keyed by the bare number */
  number: number
  label: string
  kind: ContactField['kind']
  required: boolean
  maxLength: number
  /** what the server says when the value breaks a rule, word for word what the browser says */
  messages: { tooLong: string; required?: string; invalid?: string }
}

/** A JavaScript pattern as PCRE: `source` escapes `/`, so it fits between slashes. Flags would need translating. */
export function asPcre(pattern: RegExp): string {
  if (pattern.flags !== '') throw new Error(`/${pattern.source}/${pattern.flags}: a PCRE copy takes no flags`)
  return `/${pattern.source}/`
}

const INVALID_MESSAGES: Partial<Record<ContactField['kind'], string>> = {
  email: INVALID_EMAIL_MESSAGE,
  tel: INVALID_PHONE_MESSAGE,
}

function contractField(field: ContactField): ContractField {
  const invalid = INVALID_MESSAGES[field.kind]
  return {
    number: Number(field.name.slice('input_'.length)),
    label: field.label,
    kind: field.kind,
    required: field.required,
    maxLength: field.maxLength,
    messages: {
      tooLong: tooLongMessage(field.maxLength),
      ...(field.required ? { required: requiredMessage(field.label) } : {}),
      ...(invalid ? { invalid } : {}),
    },
  }
}

export function contactContract(): ContactContract {
  return {
    fields: CONTACT_FIELDS.map(contractField),
    honeypot: HONEYPOT_NAME,
    phone: { pattern: asPcre(PHONE_CHARACTERS), minDigits: PHONE_DIGITS.min, maxDigits: PHONE_DIGITS.max },
    confirmation: DEFAULT_CONFIRMATION,
    messages: { tooLarge: TOO_LARGE_MESSAGE, proofOfWorkNeeded: PROOF_OF_WORK_NEEDED_MESSAGE },
  }
}
