import { Global } from '@emotion/react'
import { colors, focusRing, fonts, sizes, space } from './tokens'

/** Base element styles; everything else is styled where it is used. */
export const GlobalStyles = () => (
  <Global
    styles={{
      '*, *::before, *::after': { boxSizing: 'border-box' },
      // The scrollbar's room stays when an overlay locks the page's scrolling (scroll-lock.ts): no sideways jump.
      html: { WebkitTextSizeAdjust: '100%', scrollbarGutter: 'stable' },
      // In-page link targets (the skip link, #anchors) must not end up under the sticky header. A margin on
      // the targets, not scroll-padding on the page: that would make focusing the header itself scroll.
      '[id]': { scrollMarginTop: sizes.header },
      body: {
        margin: 0,
        fontFamily: fonts.body,
        color: colors.text,
        background: colors.background,
        lineHeight: 1.6,
      },
      'img, svg': { maxWidth: '100%', height: 'auto' },
      // Form controls take the page's type, not the browser's own (13.33 px Arial): a control left unstyled,
      // such as the form's hidden trap field, would otherwise make the browser look up a second font family and
      // size on the page's first layout.
      'button, input, select, textarea': { font: 'inherit' },
      a: { color: colors.blue },
      'a:hover': { color: colors.blueDark },
      ':focus-visible': focusRing,
      'h1, h2, h3, h4, h5, h6': { lineHeight: 1.2, color: colors.blueDark, margin: `0 0 ${space.md}` },
      p: { margin: `0 0 ${space.md}` },
    }}
  />
)
