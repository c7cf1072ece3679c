import { grantCookie, grantsFromCookie, MAX_GRANTS, withGrant } from '../../server/preview/grants'
import { grantedBy, requestScope } from '../../server/preview/scope'
import { checkPreviewToken, signPreviewToken, type PreviewClaims } from '../../server/preview/token'

const SECRET = 'c'.repeat(40)
const NOW = Date.parse('2026-11-28T12:00:00Z')
const claims = (id: number, exp = NOW / 1000 + 600): PreviewClaims => ({
  type: 'products',
  id,
  path: `/producten-en-diensten/concept-${id}/`,
  version: '2026-11-28T11:00:00',
  exp,
})
const grant = (id: number, exp?: number) => {
  const check = checkPreviewToken(signPreviewToken(claims(id, exp), SECRET), SECRET, NOW)
  if (!check.ok) throw new Error('unsigned')
  return { claims: check.claims, token: check.token }
}
const header = (tokens: string[]) => `other=1; tandem_preview=${tokens.join('~')}`

describe('the preview cookie', () => {
  it('holds one verified token per item, the newest first, at most a few', () => {
    let grants = [grant(1)]
    grants = withGrant(grants, grant(2))
    grants = withGrant(grants, grant(1)) // the item's newer link replaces its older one
    expect(grants.map((item) => item.claims.id)).toEqual([1, 2])
    for (let id = 3; id < 20; id++) grants = withGrant(grants, grant(id))
    expect(grants).toHaveLength(MAX_GRANTS)
    expect(grants[0]?.claims.id).toBe(19)
  })

  it('is read token by token: a bad or expired one drops out, the good ones stay', () => {
    const expired = signPreviewToken(claims(2, NOW / 1000 - 1), SECRET)
    const good = grant(1).token
    const read = grantsFromCookie(header([good, 'forged.x', expired]), SECRET, NOW)
    expect(read.grants.map((item) => item.token)).toEqual([good])
    expect(grantsFromCookie(header(['forged.x']), SECRET, NOW)).toEqual({ grants: [], refusal: 'invalid' })
    expect(grantsFromCookie(header([expired]), SECRET, NOW).refusal).toBe('expired')
    expect(grantsFromCookie('other=1', SECRET, NOW)).toEqual({ grants: [], refusal: 'missing' })
  })

  it('is written from the verified tokens, lasting as long as the latest link', () => {
    const cookie = grantCookie([grant(1, NOW / 1000 + 60), grant(2, NOW / 1000 + 600)], true, NOW)
    expect(cookie).toBe(
      `tandem_preview=${grant(1, NOW / 1000 + 60).token}~${grant(2, NOW / 1000 + 600).token}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    )
  })
})

describe('what a link grants', () => {
  const pages = ['/producten-en-diensten/concept-12/', '/']
  it.each([
    '/producten-en-diensten/concept-12/',
    '/producten-en-diensten/concept-12',
    '/producten-en-diensten/concept-12/?x=1',
    '/page-data/producten-en-diensten/concept-12/page-data.json',
    '/',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/page-data/sq/d/2211.json',
    '/commons.js',
    '/static/a/b/c.avif',
    '/socket.io/',
  ])('passes %s', (target) => expect(grantedBy(target, pages)).toBe(true))

  it.each([
    '/producten-en-diensten/concept-13/',
    '/producten-en-diensten/',
    '/producten-en-diensten/concept-12/sub/',
    '/page-data/producten-en-diensten/concept-13/page-data.json',
    '/page-data/dev-404-page/page-data.json',
    '/page-data/sq/d/../../x/page-data.json',
    '/agenda.ics',
    '/sitemap-index.xml',
  ])('refuses %s', (target) => expect(grantedBy(target, pages)).toBe(false))

  it('compares a page path in one spelling: decoded, trailing slash or not', () => {
    expect(requestScope('/over-ons/caf%C3%A9/')).toEqual({ shared: false, page: '/over-ons/café' })
    expect(grantedBy('/over-ons/caf%C3%A9', ['/over-ons/café/'])).toBe(true)
  })
})
