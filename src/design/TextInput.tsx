import { forwardRef, useRef, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react'
import { controlStyle } from './field-styles'

export type TextInputType = 'text' | 'number' | 'email' | 'password' | 'tel'

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: TextInputType
  /** called on blur or Enter, only when the value differs from the last committed one */
  onCommit?: (value: string) => void
}

/**
 * The "text input" building block. Besides the usual per-keystroke onChange (which form libraries use), it
 * emits `onCommit` when the visitor is done with a value: on leaving the field or pressing Enter, and only
 * if the value changed.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', onCommit, onBlur, onKeyDown, defaultValue, value, ...rest },
  ref,
) {
  const committed = useRef(String(value ?? defaultValue ?? ''))
  const commit = (current: string) => {
    if (current === committed.current) return
    committed.current = current
    onCommit?.(current)
  }
  return (
    <input
      {...rest}
      ref={ref}
      type={type}
      value={value}
      defaultValue={defaultValue}
      css={controlStyle}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit(event.currentTarget.value)
        onBlur?.(event)
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit(event.currentTarget.value)
        onKeyDown?.(event)
      }}
    />
  )
})
