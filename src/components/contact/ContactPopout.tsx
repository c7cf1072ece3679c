import { keyframes } from '@emotion/react'
import { CloseButton } from '../../design/CloseButton'
import { motion } from '../../design/motion'
import { colors, radii, shadows, space } from '../../design/tokens'

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } })

interface ContactPopoutProps {
  shown: boolean
  onClose: () => void
}

/**
 * The short invitation that pops out above the contact button. It lives in a polite live region that is
 * always present, so screen readers announce it without it taking focus.
 */
export const ContactPopout = ({ shown, onClose }: ContactPopoutProps) => (
  <div role="status" css={{ position: 'absolute', right: 0, bottom: `calc(100% + ${space.sm})` }}>
    {shown && (
      <div
        data-testid="contact-popout"
        css={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: space.xs,
          width: 'max-content',
          maxWidth: 'min(20rem, calc(100vw - 2rem))',
          padding: `${space.sm} ${space.xs} ${space.sm} ${space.md}`,
          background: colors.background,
          color: colors.text,
          borderRadius: radii.lg,
          boxShadow: shadows.raised,
          ...motion(`${popIn} 200ms ease-out`),
        }}
      >
        <p css={{ margin: 0 }}>
          <strong css={{ color: colors.blueDark }}>Vragen over onze software?</strong> Wij helpen u graag
          verder.
        </p>
        <CloseButton label="Melding sluiten" onClick={onClose} css={{ margin: `-${space.xs} 0` }} />
      </div>
    )}
  </div>
)
