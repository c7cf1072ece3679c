import { memo } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { controlStyle } from '../../design/field-styles'
import { FormField, type ControlProps } from '../../design/FormField'
import { TextInput } from '../../design/TextInput'
import { MESSAGE_MAX_LENGTH, type ContactField } from '../../lib/contact/contact-fields'

interface ContactFieldRowProps {
  field: ContactField
  id: string
  /** react-hook-form's registration, made once per field so that it stays the same object */
  registration: UseFormRegisterReturn
  error: string | undefined
  /** the text area's length, for its counter; undefined for the other fields */
  length?: number
}

/**
 * One field of the contact form. Memoised: what changes the form's state but not this field (sending, another
 * field's message, a failure) does not render it again, so the sending state is one button's work, at the tap.
 */
export const ContactFieldRow = memo(function ContactFieldRow({
  field,
  id,
  registration,
  error,
  length,
}: ContactFieldRowProps) {
  const control = (controlProps: ControlProps) =>
    field.kind === 'multiline' ? (
      <textarea {...controlProps} {...registration} rows={6} css={{ ...controlStyle, resize: 'vertical' }} />
    ) : (
      <TextInput {...controlProps} {...registration} type={field.kind} autoComplete={field.autoComplete} />
    )
  return (
    <div className={field.kind === 'multiline' ? 'full-width' : undefined}>
      <FormField
        id={id}
        label={field.label}
        optional={!field.required}
        error={error}
        counter={length === undefined ? undefined : { length, max: MESSAGE_MAX_LENGTH }}
      >
        {control}
      </FormField>
    </div>
  )
})
