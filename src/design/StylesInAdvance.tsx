import { ClassNames, type CSSObject } from '@emotion/react'

/**
 * Puts styles in the page's style sheet now, for elements a control shows only later (a button's spinner while
 * sending, a confirmation). Emotion adds a rule when an element first needs it, and Chromium then indexes the
 * style sheet again before the next frame: on a throttled phone 4 to 8 ms inside the tap that shows the element.
 * Rendered with the control, that work is done before anyone taps. Renders nothing.
 */
export const StylesInAdvance = ({ styles }: { styles: readonly CSSObject[] }) => (
  <ClassNames>
    {({ css }) => {
      for (const style of styles) css(style)
      return null
    }}
  </ClassNames>
)
