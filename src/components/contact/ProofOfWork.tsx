import { useEffect, useId, useRef } from 'react'
import { Button } from '../../design/Button'
import { colors, fontWeights, radii, space } from '../../design/tokens'
import type { ProofOfWorkState } from './use-proof-of-work'

interface ProofOfWorkProps {
  check: ProofOfWorkState
  onStart: () => void
}

const STATUS_TEXT = {
  ready:
    'Uw browser lost daarvoor een kleine rekenpuzzel op; dat duurt meestal enkele seconden. Wat u heeft ingevuld blijft staan.',
  working: 'Bezig met de controle. Dit duurt meestal enkele seconden; daarna wordt uw bericht verstuurd.',
  failed: 'De controle kon niet worden uitgevoerd. Probeer het opnieuw, of bel of mail ons.',
} as const

/**
 * Asks the visitor to let their browser do the proof of work (no puzzle for the visitor, no third party).
 * The button gets the focus when the check appears and again when it can be retried, and the explanation,
 * which it points to, is a live region, so every change of state is read out.
 */
export const ProofOfWork = ({ check, onStart }: ProofOfWorkProps) => {
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const explanationId = useId()
  const { status, message } = check

  useEffect(() => {
    if (status !== 'working') box.current?.querySelector('button')?.focus()
  }, [status, message])

  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={titleId}
      css={{
        borderLeft: `4px solid ${colors.blue}`,
        background: colors.surface,
        borderRadius: radii.md,
        padding: `${space.sm} ${space.md}`,
      }}
    >
      <p id={titleId} css={{ fontWeight: fontWeights.bold, margin: `0 0 ${space.xxs}` }}>
        Controle tegen spam
      </p>
      <p id={explanationId} role="status" css={{ margin: `0 0 ${space.sm}` }}>
        {status === 'working' ? STATUS_TEXT.working : `${message} ${STATUS_TEXT[status]}`}
      </p>
      <Button
        appearance="secondary"
        onClick={onStart}
        loading={status === 'working'}
        loadingLabel="Bezig met controleren…"
        aria-describedby={explanationId}
      >
        Controle uitvoeren en versturen
      </Button>
    </div>
  )
}
