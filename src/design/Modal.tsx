import { useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { keyframes } from '@emotion/react'
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
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        padding: space.sm,
        background: 'rgba(13, 44, 84, 0.6)',
        '&[data-state="open"]': motion(`${fadeIn} 150ms ease-out`),
        [breakpoints.tablet]: { padding: space.xl },
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={{
          position: 'relative',
          width: '100%',
          maxWidth: WIDTHS[size],
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
        }}
      >
        <div
          css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.md }}
        >
          <Title tag="h2" id={titleId} size="xlarge" variant="primary">
            {title}
          </Title>
          {closable && (
            <CloseButton label="Sluiten" onClick={onClose} tinted css={{ marginTop: `-${space.xs}` }} />
          )}
        </div>
        {children}
      </div>
    </div>,
  )
}
