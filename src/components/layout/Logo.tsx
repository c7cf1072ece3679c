import { Link } from 'gatsby'
import { colors } from '../../design/tokens'

/** The Tandem mark (two overlapping teeth-like arches) with the word mark. Decorative: the link names it. */
export const Logo = ({ inverted = false }: { inverted?: boolean }) => {
  const ink = inverted ? colors.onBlue : colors.blueDark
  return (
    <svg viewBox="0 0 220 40" width="176" height="32" aria-hidden="true" focusable="false">
      <path
        d="M6 30V14a8 8 0 0 1 16 0v16"
        fill="none"
        stroke={inverted ? colors.onBlue : colors.blue}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M16 30V16a8 8 0 0 1 16 0v14" fill="none" stroke={ink} strokeWidth="4" strokeLinecap="round" />
      <text x="42" y="27" fill={ink} fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700">
        Tandem <tspan fontWeight="400">Praktijk</tspan>
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
