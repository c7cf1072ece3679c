import { createHash, createHmac } from 'node:crypto'

/** A challenge as the plugin makes it (the key stays on the server; here it is the test's). */
export function makeChallenge(number: number, maxnumber = 1200) {
  const salt = `0123456789abcdef01234567?expires=${Math.floor(Date.now() / 1000) + 600}`
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex')
  const signature = createHmac('sha256', 'key').update(challenge).digest('hex')
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature }
}
