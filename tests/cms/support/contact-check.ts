import { createHash } from 'node:crypto'
import type { ContactChallenge } from '../../../src/lib/contact/proof-of-work'
import { CMS_URL } from '../../helpers/local-cms'

export const fetchChallenge = async (): Promise<ContactChallenge> =>
  (await (await fetch(`${CMS_URL}/wp-json/tandem/v1/contact-challenge`)).json()) as ContactChallenge

/** What a browser that did the work posts as the form's `altcha` field: base64 of the solved challenge. */
export function solve(challenge: ContactChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex')
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge
      return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString(
        'base64',
      )
    }
  }
  throw new Error('challenge has no solution up to its maxnumber')
}
