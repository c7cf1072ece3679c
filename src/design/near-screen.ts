import { focusRing, shadows } from './tokens'

/** How far a box-shadow list (`x y blur [spread] colour`, comma-separated) paints beyond its element's box, in px. */
export function shadowReach(shadow: string): number {
  const layers = shadow.split(/,(?![^(]*\))/)
  return Math.max(
    ...layers.map((layer) => {
      const [x = 0, y = 0, blur = 0, spread = 0] = (
        layer.replace(/\([^)]*\)/g, '').match(/-?[\d.]+px|\b0\b/g) ?? []
      ).map((length) => parseFloat(length))
      return Math.max(Math.abs(x), Math.abs(y)) + blur + Math.max(spread, 0)
    }),
  )
}

/** How far the focus ring paints beyond a focused element's box, in px. */
export const FOCUS_RING_REACH = parseFloat(focusRing.outline) + parseFloat(focusRing.outlineOffset)

/** How far anything in a part of a page paints beyond its own box: the focus ring, or the widest shadow. */
export const PAINT_REACH_PX = Math.max(FOCUS_RING_REACH, ...Object.values(shadows).map(shadowReach))

/**
 * A part of a page that the browser lays out and paints only when it comes near the screen: a long page's first
 * frame then costs what its first screen holds (on a phone each font size and weight's first layout asks the
 * browser process for the font), and the part stays in the accessibility tree and in find-in-page. `auto` keeps
 * the real height once it has been laid out.
 *
 * Skipping implies paint containment, which clips whatever paints outside the part's box (a card's shadow, the
 * focus ring of a field or card at its edge); `overflow-clip-margin` lets that much through. Only browsers that
 * know `overflow-clip-margin` skip: one that does not (Safari, for now) would clip focus rings.
 */
export const nearScreenOnly = (estimatedHeight: string) =>
  ({
    '@supports (overflow-clip-margin: 1px)': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${estimatedHeight}`,
      overflowClipMargin: `${PAINT_REACH_PX}px`,
    },
  }) as const
