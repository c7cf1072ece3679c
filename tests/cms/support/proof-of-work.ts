import { findNumber, solvedChallenge, type ContactChallenge } from '../../../src/lib/contact/proof-of-work'
import { CMS_URL } from '../../helpers/local-cms'

export const fetchChallenge = async (): Promise<ContactChallenge> =>
  (await (await fetch(`${CMS_URL}/wp-json/tandem/v1/contact-challenge`)).json()) as ContactChallenge

/** What a browser that did the work posts as the form's `altcha` field: the site's own solver's answer. */
export async function solve(challenge: ContactChallenge): Promise<string> {
  const number = await findNumber(challenge)
  if (number === null) throw new Error('challenge has no solution up to its maxnumber')
  return solvedChallenge(challenge, number)
}
