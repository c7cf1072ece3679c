import type { ReactNode } from 'react'
import { colors, fontSizes, fontWeights, space } from './tokens'
import { visuallyHidden } from './visually-hidden'

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

interface FormFieldProps {
  id: string
  label: string
  /** optional fields say so next to the label (spec: '(optioneel)'); required ones are marked for AT */
  optional?: boolean
  error?: string
  /** a 'length / max' counter under a text area; error style past the maximum */
  counter?: { length: number; max: number }
  /** renders the control with the ids and states it must carry */
  children: (control: ControlProps) => ReactNode
}

/** A labelled form control with its hint, counter and error message, wired up for assistive technology. */
export const FormField = ({ id, label, optional = false, error, counter, children }: FormFieldProps) => {
  const errorId = `${id}-fout`
  const counterId = `${id}-teller`
  const describedBy = [error ? errorId : null, counter ? counterId : null].filter(Boolean).join(' ')
  const overMax = counter ? counter.length > counter.max : false
  return (
    <div css={{ display: 'grid', gap: space.xxs }}>
      <label htmlFor={id} css={{ fontWeight: fontWeights.bold, color: colors.blueDark }}>
        {label}
        {optional && (
          <span css={{ fontWeight: fontWeights.regular, color: colors.textMuted }}> (optioneel)</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': optional ? undefined : true,
      })}
      {/* One line is always reserved: a message that appears when a field is left must not push the submit
          button away from under the pointer that is clicking it. */}
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: space.md, minHeight: '1.6em' }}>
        {/* always rendered, so a message added after validation is read out */}
        <p id={errorId} role="alert" css={{ margin: 0, color: colors.error, fontWeight: fontWeights.bold }}>
          {error}
        </p>
        {counter && (
          <p
            id={counterId}
            data-over-max={overMax}
            css={{
              margin: 0,
              marginLeft: 'auto',
              fontSize: fontSizes.xsmall,
              color: overMax ? colors.error : colors.textMuted,
              fontWeight: overMax ? fontWeights.bold : fontWeights.regular,
              whiteSpace: 'nowrap',
            }}
          >
            <span aria-hidden="true">
              {counter.length} / {counter.max}
            </span>
            <span css={visuallyHidden}>
              {counter.length} van maximaal {counter.max} tekens
            </span>
          </p>
        )}
      </div>
    </div>
  )
}
