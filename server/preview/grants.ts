import { checkPreviewToken, type PreviewClaims } from './token'

export const COOKIE = 'tandem_preview'

/** How many items one browser's cookie can hold (a token is about 250 bytes; a cookie may have 4,096). */
export const MAX_GRANTS = 8

/** Tokens are base64url and a dot, so `~` (a cookie-safe character) can separate them. */
const SEPARATOR = '~'

export interface Grant {
  claims: PreviewClaims
  /** the token as the server verified it */
  token: string
}

function cookieValue(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return value.join('=')
  }
  return null
}

export interface CookieGrants {
  grants: Grant[]
  /** why none is good, when none is: no cookie, only bad tokens, or only expired ones */
  refusal: 'missing' | 'invalid' | 'expired'
}

/** The links a browser's cookie holds that are still good: each checked on its own; bad or expired ones drop out. */
export function grantsFromCookie(
  cookieHeader: string | undefined,
  secret: string,
  now = Date.now(),
): CookieGrants {
  const value = cookieValue(cookieHeader)
  if (!value) return { grants: [], refusal: 'missing' }
  const grants: Grant[] = []
  let refusal: CookieGrants['refusal'] = 'invalid'
  for (const token of value.split(SEPARATOR).slice(0, MAX_GRANTS)) {
    const check = checkPreviewToken(token, secret, now)
    if (check.ok) grants.push({ claims: check.claims, token: check.token })
    else if (check.reason === 'expired') refusal = 'expired'
  }
  return { grants, refusal }
}

const sameItem = (a: PreviewClaims, b: PreviewClaims) => a.type === b.type && a.id === b.id

/** The cookie's links with a new one added first (it replaces an older link for the same item), newest kept. */
export function withGrant(grants: readonly Grant[], added: Grant): Grant[] {
  return [added, ...grants.filter((grant) => !sameItem(grant.claims, added.claims))].slice(0, MAX_GRANTS)
}

/**
 * The `Set-Cookie` header for these links: only tokens the server verified, in the server's own words.
 * It lasts as long as the newest-expiring link; each token still carries its own expiry, checked every time.
 */
export function grantCookie(grants: readonly Grant[], secure: boolean, now = Date.now()): string {
  const expiry = Math.max(...grants.map((grant) => grant.claims.exp))
  const maxAge = Math.max(0, Math.floor(expiry - now / 1000))
  const value = grants.map((grant) => grant.token).join(SEPARATOR)
  return `${COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
