import { useRef, useState, type FormEvent } from 'react'
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_NAME,
  validateContactField,
  type ContactField,
  type ContactFieldName,
} from './contact-fields'

type FieldName = ContactFieldName | typeof HONEYPOT_NAME
export type ContactFormValues = Record<FieldName, string>
export type ContactErrors = Partial<Record<ContactFieldName, string>>
type FieldElement = HTMLInputElement | HTMLTextAreaElement

/**
 * The contact form's state: each field is checked as the visitor types in it or leaves it, all are checked
 * on submit with focus on the first that is wrong, and the CMS's messages go under their fields.
 *
 * The fields are uncontrolled, as with a form library: the DOM holds what was typed and is read on submit.
 * So an input's `defaultValue` stays empty and the page can tell there is unsent input (see
 * lib/dom/unsent-input.ts). This replaces react-hook-form, which was 11.5 KB of gzip JavaScript on the contact
 * page (the benchmark's JavaScript budget, see the README).
 */
export function useContactForm() {
  const elements = useRef<Partial<Record<FieldName, FieldElement | null>>>({})
  const [errors, setErrors] = useState<ContactErrors>({})
  const [messageLength, setMessageLength] = useState(0)

  const check = (field: ContactField, value: string) => {
    const result = validateContactField(field, value)
    const message = result === true ? undefined : result
    setErrors((current) =>
      current[field.name] === message ? current : { ...current, [field.name]: message },
    )
  }

  const register = (name: FieldName) => ({
    name,
    ref: (element: FieldElement | null) => {
      elements.current[name] = element
    },
  })

  /** The props a field's control needs: name, ref, and checks on typing and on leaving the field. */
  const fieldProps = (field: ContactField) => ({
    ...register(field.name),
    onChange: (event: { currentTarget: FieldElement }) => {
      if (field.kind === 'multiline') setMessageLength(event.currentTarget.value.length)
      check(field, event.currentTarget.value)
    },
    onBlur: (event: { currentTarget: FieldElement }) => check(field, event.currentTarget.value),
  })

  /** Messages per field (the visitor's or the CMS's); focuses the first field that has one. */
  const showErrors = (found: ContactErrors) => {
    setErrors(found)
    const first = CONTACT_FIELDS.find((field) => found[field.name])
    if (first) elements.current[first.name]?.focus()
  }

  const currentValues = (): ContactFormValues => {
    const values: ContactFormValues = { ...EMPTY_CONTACT_VALUES, [HONEYPOT_NAME]: '' }
    for (const name of Object.keys(values) as FieldName[]) values[name] = elements.current[name]?.value ?? ''
    return values
  }

  const handleSubmit = (send: (values: ContactFormValues) => void) => (event: FormEvent) => {
    event.preventDefault()
    const values = currentValues()
    const found: ContactErrors = {}
    for (const field of CONTACT_FIELDS) {
      const result = validateContactField(field, values[field.name])
      if (result !== true) found[field.name] = result
    }
    if (Object.keys(found).length > 0) showErrors(found)
    else send(values)
  }

  /** Empties every field (after the CMS accepted the message). */
  const reset = () => {
    for (const element of Object.values(elements.current)) if (element) element.value = ''
    setErrors({})
    setMessageLength(0)
  }

  return { errors, messageLength, register, fieldProps, handleSubmit, showErrors, reset }
}
