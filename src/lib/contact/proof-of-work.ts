/**
 * The proof of work the CMS asks for when many messages arrive at once (ALTCHA's challenge format): find the
 * number for which SHA-256(salt + number) is the challenge. Loaded only when the CMS asks for it, so no page
 * carries it on first load. Web Crypto does the hashing, a batch at a time; between batches the loop gives
 * the page a turn, so the status can be drawn and the page stays usable.
 */

export interface ContactChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

type Digest = (algorithm: 'SHA-256', data: BufferSource) => Promise<ArrayBuffer>

/** Hashes asked for at once: Web Crypto answers each on another thread, so a batch costs little more than one. */
const BATCH = 100

const isChallenge = (value: unknown): value is ContactChallenge => {
  if (typeof value !== 'object' || value === null) return false
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>
  return (
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    /^[0-9a-f]{64}$/.test(challenge) &&
    typeof maxnumber === 'number' &&
    Number.isInteger(maxnumber) &&
    maxnumber >= 0 &&
    maxnumber <= 10_000_000 &&
    typeof salt === 'string' &&
    typeof signature === 'string'
  )
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The number that solves `challenge`, or null when none up to its maxnumber does. */
export async function findNumber(
  challenge: ContactChallenge,
  digest: Digest = (algorithm, data) => crypto.subtle.digest(algorithm, data),
): Promise<number | null> {
  const encoder = new TextEncoder()
  for (let first = 0; first <= challenge.maxnumber; first += BATCH) {
    if (first > 0) await nextTurn()
    const numbers = Array.from(
      { length: Math.min(BATCH, challenge.maxnumber - first + 1) },
      (_, i) => first + i,
    )
    const hashes = await Promise.all(
      numbers.map(async (number) =>
        hex(await digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))),
      ),
    )
    const found = hashes.indexOf(challenge.challenge)
    if (found !== -1) return numbers[found] ?? null
  }
  return null
}

/**
 * Fetches a challenge from the CMS and solves it; resolves to the value the form sends as `altcha` (base64 of
 * the solved challenge, as ALTCHA's widget sends it). Rejects when the challenge cannot be fetched or solved.
 */
export async function solveContactChallenge(
  challengeUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<string> {
  const response = await fetchImpl(challengeUrl, { headers: { Accept: 'application/json' } })
  const challenge: unknown = await response.json()
  if (!response.ok || !isChallenge(challenge))
    throw new Error(`no usable challenge (HTTP ${response.status})`)
  const number = await findNumber(challenge)
  if (number === null) throw new Error('the challenge has no solution')
  return solvedChallenge(challenge, number)
}

/** What the form sends as `altcha` for a solved challenge: base64 of its JSON, as ALTCHA's widget sends it. */
export function solvedChallenge(challenge: ContactChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }))
}
