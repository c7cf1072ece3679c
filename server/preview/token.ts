import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The preview link WordPress signs (cms/tandem-headless/includes/preview.php): `payload.signature`, both
 * base64url, the signature HMAC-SHA256 of the encoded payload with the secret both sides share. The payload
 * names the item, where the site shows it, the version the preview must have, and when the link expires.
 */
export interface PreviewClaims {
  /** WordPress's post type (`page`, `products`, …) */
  type: string
  id: number
  /** the site path that shows the item */
  path: string
  /** the item's `modified` (or its newest autosave's) when the editor pressed Preview */
  version: string
  /** expiry, in seconds since 1970 */
  exp: number
}

export type TokenCheck =
  | { ok: true; claims: PreviewClaims; token: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

const encode = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url')
const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest()

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  const payload = encode(JSON.stringify(claims))
  return `${payload}.${encode(signature(payload, secret))}`
}

function isClaims(value: unknown): value is PreviewClaims {
  if (!value || typeof value !== 'object') return false
  const claims = value as Record<string, unknown>
  return (
    typeof claims.type === 'string' &&
    /^[a-z_]+$/.test(claims.type) &&
    typeof claims.id === 'number' &&
    Number.isInteger(claims.id) &&
    typeof claims.path === 'string' &&
    // A site path: never another host (`//host`, or `/\host`, which browsers read the same way).
    /^\/(?![/\\])[^\s?#\\]*$/.test(claims.path) &&
    typeof claims.version === 'string' &&
    typeof claims.exp === 'number'
  )
}

/**
 * The one form a token has: a base64url payload (no padding), a dot, and the 32 bytes of HMAC-SHA256 in
 * base64url (43 characters). Anything else (padding, `=;Path=/x`, a third part, spaces) is refused before it
 * is decoded, because Node's base64url decoder stops quietly at the first character it does not know.
 */
const TOKEN = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{43}$/

/**
 * A token is good when it has that form, its signature matches (compared in constant time), its claims are
 * whole and it has not expired. The token returned is the one the server verified, to be written as it is.
 */
export function checkPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' }
  if (!TOKEN.test(token)) return { ok: false, reason: 'invalid' }
  const [payload = '', sent = ''] = token.split('.')
  const expected = signature(payload, secret)
  const given = Buffer.from(sent, 'base64url')
  // The same bytes must give back the same text: no second spelling of one signature or payload.
  if (encode(given) !== sent || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  const bytes = Buffer.from(payload, 'base64url')
  if (encode(bytes) !== payload) return { ok: false, reason: 'invalid' }
  let claims: unknown
  try {
    claims = JSON.parse(bytes.toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims, token }
}
