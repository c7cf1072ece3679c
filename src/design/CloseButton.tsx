import { INTERFACE_ICONS } from './icons/interface'
import { LineIcon } from './icons/LineIcon'
import { colors, radii, sizes } from './tokens'

interface CloseButtonProps {
  label: string
  onClick: () => void
  /** on a tinted disc (a dialog's corner) rather than bare (inside a small bubble) */
  tinted?: boolean
  className?: string
}

/** A round, touch-sized × button with a spoken label, for dialogs and dismissable messages. */
export const CloseButton = ({ label, onClick, tinted = false, className }: CloseButtonProps) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    className={className}
    css={{
      flex: 'none',
      display: 'grid',
      placeItems: 'center',
      width: sizes.touch,
      height: sizes.touch,
      border: 0,
      borderRadius: radii.round,
      background: tinted ? colors.surface : 'none',
      color: colors.blueDark,
      cursor: 'pointer',
      '&:hover': { background: tinted ? colors.surfaceStrong : colors.surface },
    }}
  >
    <LineIcon>{INTERFACE_ICONS.close}</LineIcon>
  </button>
)
