import { useCallback, useState } from 'react'
import type { CheckNeeded } from '../../lib/contact/submit-contact'

export type CheckStatus = 'ready' | 'working' | 'failed'

export interface ProofOfWorkState {
  message: string
  challengeUrl: string
  status: CheckStatus
}

/**
 * The proof of work the CMS asks for when many messages arrive at once. Its code (proof-of-work.ts) is
 * fetched only when the visitor starts the check, so no page and not even the form carries it before then.
 */
export function useProofOfWork() {
  const [check, setCheck] = useState<ProofOfWorkState | null>(null)

  const ask = useCallback(
    ({ message, challengeUrl }: CheckNeeded) => setCheck({ message, challengeUrl, status: 'ready' }),
    [],
  )
  const clear = useCallback(() => setCheck(null), [])

  /** The solution to send along, or null when the check could not be done (the state then says so). */
  const solve = useCallback(async (): Promise<string | null> => {
    if (!check) return null
    setCheck({ ...check, status: 'working' })
    try {
      const { solveContactChallenge } = await import('../../lib/contact/proof-of-work')
      return await solveContactChallenge(check.challengeUrl)
    } catch {
      setCheck({ ...check, status: 'failed' })
      return null
    }
  }, [check])

  return { check, ask, clear, solve }
}
