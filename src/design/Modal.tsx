import { memo, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { css, keyframes } from '@emotion/react'
import { inBody } from '../lib/dom/in-body'
import { standbyAttributes } from '../lib/dom/standby'
import { useOverlay } from '../lib/dom/use-overlay'
import { CloseButton } from './CloseButton'
import { motion } from './motion'
import { Title } from './Title'
import { breakpoints, colors, radii, shadows, space, zIndex } from './tokens'

interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  size?: 'medium' | 'large'
  /** a persistent modal ignores background clicks and Escape; only its close icon closes it */
  persistent?: boolean
  /** a modal that is not closable has no close icon and ignores Escape and background clicks */
  closable?: boolean
  /** closed, it stays mounted on standby, laid out and hidden, so opening only shows it (lib/dom/standby.ts) */
  standby?: boolean
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const riseIn = keyframes({ from: { transform: 'translateY(1rem)', opacity: 0 }, to: { transform: 'none' } })

const WIDTHS = { medium: '36rem', large: '52rem' } as const

// Serialised once, here: a render at a tap then passes them on as they are.
const backdropStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: space.sm,
  background: 'rgba(13, 44, 84, 0.6)',
  '&[data-state="open"]': motion(`${fadeIn} 150ms ease-out`),
  [breakpoints.tablet]: { padding: space.xl },
})
const dialogStyle = (maxWidth: string) =>
  css({
    position: 'relative',
    width: '100%',
    maxWidth,
    maxHeight: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: colors.background,
    borderRadius: radii.lg,
    boxShadow: shadows.raised,
    padding: `${space.lg} ${space.md}`,
    outline: 'none',
    '[data-state="open"] > &': motion(`${riseIn} 200ms ease-out`),
    [breakpoints.tablet]: { padding: space.xl },
  })
const dialogStyles = { medium: dialogStyle(WIDTHS.medium), large: dialogStyle(WIDTHS.large) } as const
const headerStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
})
const closeButtonStyle = css({ marginTop: `-${space.xs}` })

/**
 * A modal dialog (spec: modal): rendered over the page in a portal, with the page behind inert, scroll locked,
 * focus kept inside and given back on close.
 */
export const Modal = ({
  open,
  onClose,
  title,
  children,
  size = 'large',
  persistent = false,
  closable = true,
  standby = false,
}: ModalProps) => {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const dismissable = closable && !persistent
  useOverlay({ open, container: dialog, onEscape: dismissable ? onClose : undefined })
  if (!open && !standby) return null

  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the dialog
  // must not.
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (dismissable && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose()
  }

  return inBody(
    <div
      data-modal-backdrop=""
      {...standbyAttributes(open ? 'open' : 'standby')}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      css={backdropStyle}
    >
      <ModalDialog
        dialog={dialog}
        titleId={titleId}
        title={title}
        size={size}
        onClose={closable ? onClose : null}
      >
        {children}
      </ModalDialog>
    </div>,
  )
}

/**
 * The dialog itself, memoised: opening a modal on standby changes only the backdrop's attributes, so the tap
 * renders nothing of the dialog again (its title, close button, content) when the caller's props are stable.
 */
const ModalDialog = memo(function ModalDialog({
  dialog,
  titleId,
  title,
  size,
  onClose,
  children,
}: {
  dialog: RefObject<HTMLDivElement>
  titleId: string
  title: string
  size: keyof typeof WIDTHS
  /** null: no close icon */
  onClose: (() => void) | null
  children: ReactNode
}) {
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      css={dialogStyles[size]}
    >
      <div css={headerStyle}>
        <Title tag="h2" id={titleId} size="xlarge" variant="primary">
          {title}
        </Title>
        {onClose && <CloseButton label="Sluiten" onClick={onClose} tinted css={closeButtonStyle} />}
      </div>
      {children}
    </div>
  )
})
