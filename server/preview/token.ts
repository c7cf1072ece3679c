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
  { ok: true; claims: PreviewClaims } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

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

/** A token is good when its signature matches (compared in constant time), its claims are whole and it has not expired. */
export function checkPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' }
  const [payload, sent, extra] = token.split('.')
  if (!payload || !sent || extra !== undefined) return { ok: false, reason: 'invalid' }
  const expected = signature(payload, secret)
  const given = Buffer.from(sent, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}
