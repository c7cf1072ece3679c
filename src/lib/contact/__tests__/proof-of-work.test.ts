/** @jest-environment node */
import { findNumber, solveContactChallenge } from '../proof-of-work'
import { PROOF_OF_WORK_NEEDED_MESSAGE, submitContactForm } from '../submit-contact'
import { makeChallenge } from './make-challenge'

const ENDPOINT = 'https://cms.example.nl/wp-json/gf/v2/forms/1/submissions'
const CHALLENGE_URL = 'https://cms.example.nl/wp-json/tandem/v1/contact-challenge'
const VALUES = {
  input_1: 'Anna de Vries',
  input_2: 'anna@praktijk.nl',
  input_3: 'Graag een demo',
  input_4: '',
  input_5: '0612345678',
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

const proofOfWorkNeeded = (challenge: string) => ({
  code: 'tandem_check_needed',
  message:
    'Er komen op dit moment veel berichten binnen. Na een korte controle kunt u uw bericht toch versturen.',
  data: { status: 429, check: { kind: 'altcha', reason: 'missing', challenge } },
})

describe('the proof of work', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    expect(await findNumber(makeChallenge(1037))).toBe(1037)
    expect(await findNumber({ ...makeChallenge(1037), maxnumber: 1000 })).toBeNull()
  })

  it('sends the solved challenge as ALTCHA does: base64 of algorithm, challenge, number, salt, signature', async () => {
    const challenge = makeChallenge(42)
    const fetchImpl = jest.fn().mockResolvedValue(json(200, challenge))
    const payload = await solveContactChallenge(CHALLENGE_URL, fetchImpl)
    expect(fetchImpl).toHaveBeenCalledWith(CHALLENGE_URL, expect.anything())
    expect(JSON.parse(Buffer.from(payload, 'base64').toString())).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: challenge.signature,
    })
  })

  it('refuses a challenge of another algorithm or a huge one, instead of working forever', async () => {
    for (const challenge of [
      { ...makeChallenge(1), algorithm: 'SHA-1' },
      { ...makeChallenge(1), maxnumber: 1e12 },
      { ...makeChallenge(1), challenge: 'x' },
    ]) {
      await expect(
        solveContactChallenge(CHALLENGE_URL, jest.fn().mockResolvedValue(json(200, challenge))),
      ).rejects.toThrow('no usable challenge')
    }
  })
})

describe('submitContactForm when the CMS asks for a check', () => {
  it('says a check is needed, with the challenge address of the CMS', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(json(429, proofOfWorkNeeded(CHALLENGE_URL)))
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl })).toEqual({
      kind: 'proof-of-work-needed',
      message: PROOF_OF_WORK_NEEDED_MESSAGE,
      challengeUrl: CHALLENGE_URL,
    })
  })

  it('does not follow a challenge address on another origin (a plain refusal then)', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValue(json(429, proofOfWorkNeeded('https://elders.example/challenge')))
    expect(await submitContactForm(ENDPOINT, VALUES, { fetchImpl })).toMatchObject({ kind: 'failed' })
  })

  it('sends the solution along as `altcha`', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(json(200, { is_valid: true, confirmation_message: 'ok' }))
    await submitContactForm(ENDPOINT, VALUES, { fetchImpl, solution: 'b3Bnb2xvc3Q=' })
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ ...VALUES, altcha: 'b3Bnb2xvc3Q=' })
  })
})
