import { createHmac } from 'node:crypto'
import { checkPreviewToken, signPreviewToken, type PreviewClaims } from '../../server/preview/token'
import { waitingPage } from '../../server/preview/pages'

const SECRET = 'a'.repeat(40)
const claims: PreviewClaims = {
  type: 'products',
  id: 12,
  path: '/producten-en-diensten/concept-12',
  version: '2026-11-23T10:00:00',
  exp: Math.floor(Date.now() / 1000) + 60,
}

describe('preview tokens', () => {
  it('accepts a token signed with the secret, as the WordPress plugin signs it (HMAC-SHA256 of the payload)', () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const phpStyle = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`
    expect(checkPreviewToken(phpStyle, SECRET)).toEqual({ ok: true, claims, token: phpStyle })
    const token = signPreviewToken(claims, SECRET)
    expect(checkPreviewToken(token, SECRET)).toEqual({ ok: true, claims, token })
  })

  it('refuses a missing, forged, altered or expired token', () => {
    const token = signPreviewToken(claims, SECRET)
    expect(checkPreviewToken(null, SECRET)).toEqual({ ok: false, reason: 'missing' })
    expect(checkPreviewToken(signPreviewToken(claims, 'b'.repeat(40)), SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const altered = `${Buffer.from(JSON.stringify({ ...claims, id: 13 })).toString('base64url')}.${token.split('.')[1]}`
    expect(checkPreviewToken(altered, SECRET)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreviewToken(`${token}.x`, SECRET)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreviewToken(signPreviewToken({ ...claims, exp: 1 }, SECRET), SECRET)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses every other spelling of a good token: one character added, anywhere, of any kind', () => {
    const token = signPreviewToken(claims, SECRET)
    const characters = ['=', ';', ' ', '.', '%', '~', '+', '/', ',', '"', '\\', '\n', 'A', '_', '-', 'é']
    for (let at = 0; at <= token.length; at++) {
      for (const character of characters) {
        const spelled = token.slice(0, at) + character + token.slice(at)
        expect([spelled, checkPreviewToken(spelled, SECRET).ok]).toEqual([spelled, false])
      }
    }
  })

  it('refuses padding and a second base64 spelling of the same signature bytes', () => {
    const token = signPreviewToken(claims, SECRET)
    const [payload = '', sent = ''] = token.split('.')
    expect(checkPreviewToken(`${payload}.${sent}=`, SECRET).ok).toBe(false)
    expect(checkPreviewToken(`${payload}=.${sent}`, SECRET).ok).toBe(false)
    // 32 bytes are 256 bits; the 43rd character carries 2 unused bits, so four spellings decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(sent.at(-1) ?? '')
    for (let bits = 1; bits < 4; bits++) {
      const other = `${sent.slice(0, -1)}${alphabet[(last & ~3) | ((last + bits) & 3)]}`
      expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(sent, 'base64url'))
      expect(checkPreviewToken(`${payload}.${other}`, SECRET).ok).toBe(false)
    }
  })

  it('refuses a path that leaves the site (another host)', () => {
    expect(
      checkPreviewToken(signPreviewToken({ ...claims, path: '//evil.example' }, SECRET), SECRET).ok,
    ).toBe(false)
    expect(
      checkPreviewToken(signPreviewToken({ ...claims, path: 'https://evil.example' }, SECRET), SECRET).ok,
    ).toBe(false)
    const sitePath = (path: string) =>
      checkPreviewToken(signPreviewToken({ ...claims, path }, SECRET), SECRET).ok
    expect(sitePath('/\\evil.example')).toBe(false)
    expect(sitePath('/')).toBe(true)
    expect(sitePath('/over-ons/concept-12')).toBe(true)
  })
})

describe('the waiting page', () => {
  it('says in Dutch that the preview is being prepared, and escapes what it shows', () => {
    const html = waitingPage('/__preview/status?token=a"b', '/pad/<x>')
    expect(html).toContain('<h1>Preview wordt voorbereid</h1>')
    expect(html).toContain('data-status="/__preview/status?token=a&#34;b"')
    expect(html).toContain('/pad/&#60;x&#62;')
  })
})
