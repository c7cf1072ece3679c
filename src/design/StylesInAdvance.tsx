import { memo } from 'react'
import { ClassNames, type CSSObject } from '@emotion/react'

/**
 * Puts styles in the page's style sheet now, for elements a control shows only later (a button's spinner while
 * sending, a confirmation). Emotion adds a rule when an element first needs it, and Chromium then indexes the
 * style sheet again before the next frame: on a throttled phone 4 to 8 ms inside the tap that shows the element.
 * Rendered with the control, that work is done before anyone taps. Renders nothing. Memoised: pass a constant
 * list, and the control's later renders (at a tap) do not serialise the styles again.
 */
export const StylesInAdvance = memo(function StylesInAdvance({ styles }: { styles: readonly CSSObject[] }) {
  return (
    <ClassNames>
      {({ css }) => {
        for (const style of styles) css(style)
        return null
      }}
    </ClassNames>
  )
})
