import { Link } from 'gatsby'
import { colors, fontWeights } from '../../design/tokens'

/** The logo's drawing is 220 × 40 units, shown at 176 × 32 px: one unit is 0.8 px. */
export const LOGO_VIEWBOX_WIDTH = 220
export const LOGO_WIDTH_PX = 176
/**
 * The word mark's size in units: 20 units at 0.8 px is 16 px, the body text's size. The browser then draws it
 * with the font sizes the page already uses. At 19 units (15.2 px) it needed sizes of its own, and on Linux
 * (where Lighthouse and PageSpeed Insights run) every new font size and weight costs the first layout a
 * question to the browser process: 11 of them on the agenda, 8 with this (docs/speed.md).
 */
export const WORD_MARK_UNITS = 20

/** The Tandem mark (two overlapping teeth-like arches) with the word mark. Decorative: the link names it. */
export const Logo = ({ inverted = false }: { inverted?: boolean }) => {
  const ink = inverted ? colors.onBlue : colors.blueDark
  return (
    <svg
      viewBox={`0 0 ${LOGO_VIEWBOX_WIDTH} 40`}
      width={LOGO_WIDTH_PX}
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 30V14a8 8 0 0 1 16 0v16"
        fill="none"
        stroke={inverted ? colors.onBlue : colors.blue}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M16 30V16a8 8 0 0 1 16 0v14" fill="none" stroke={ink} strokeWidth="4" strokeLinecap="round" />
      <text
        x="42"
        y="27"
        fill={ink}
        fontFamily="system-ui, sans-serif"
        fontSize={WORD_MARK_UNITS}
        fontWeight={fontWeights.bold}
      >
        Tandem <tspan fontWeight={fontWeights.regular}>Praktijk</tspan>
      </text>
    </svg>
  )
}

/** The logo as the link home, named for screen readers (header, menu flyout, bare frame). */
export const HomeLink = ({ onClick, className }: { onClick?: () => void; className?: string }) => (
  <Link to="/" onClick={onClick} className={className} aria-label="Tandem Praktijksoftware, naar de homepage">
    <Logo />
  </Link>
)
