import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gateDecision, upgradeAllowed } from '../../server/preview/allow-list'
import type { Refresher } from '../../server/preview/refresher'
import { refusalMessage } from '../../server/preview/pages'
import { createPreviewGate, GATE_HEADERS, NOT_IN_PREVIEW } from '../../server/preview/server'
import { signPreviewToken } from '../../server/preview/token'
import { statusForHost } from '../helpers/status-for-host'

const SECRET = 'g'.repeat(40)

describe("the preview gate's allow-list", () => {
  it.each([
    '/',
    '/producten-en-diensten/concept-12',
    '/over-ons/concept-7?foo=bar',
    '/page-data/index/page-data.json',
    '/page-data/producten-en-diensten/concept-12/page-data.json',
    '/page-data/app-data.json',
    '/page-data/sq/d/1234567890.json',
    '/commons.js',
    '/component---src-templates-page-tsx.js',
    '/static/abc123/def456/foto.webp',
    '/fonts/inter-var.woff2',
    '/producten-en-diensten/caf%C3%A9', // UTF-8 in a slug
  ])('passes GET %s (what a page needs)', (target) => {
    expect(gateDecision('GET', target)).toEqual({ pass: true })
    expect(gateDecision('HEAD', target)).toEqual({ pass: true })
  })

  it('passes the live-update socket (socket.io: WebSocket, or long polling with GET and POST)', () => {
    expect(gateDecision('GET', '/socket.io/?EIO=4&transport=polling&t=abc')).toEqual({ pass: true })
    expect(gateDecision('POST', '/socket.io/?EIO=4&transport=polling&sid=x')).toEqual({ pass: true })
    expect(upgradeAllowed('/socket.io/?EIO=4&transport=websocket')).toBe(true)
  })

  it.each([
    '/___graphql',
    '/___graphql?query=%7B__typename%7D',
    '/___GraphQL', // develop matches its routes case-insensitively
    '/_graphql',
    '/__graphiql',
    '/__refresh',
    '/__refresh/gatsby-source-wp-rest',
    '/__original-stack-frame?moduleId=gatsby-config.ts',
    '/__open-stack-frame-in-editor?fileName=x',
    '/__file-code-frame?filePath=.env',
    '/__webpack_hmr',
    '/_gatsby/file/abc/x.txt',
    '/page-data/../___graphql',
    '/over-ons#/../___graphql',
    '/page-data/%2e%2e/___graphql',
    '/%5F%5F%5Fgraphql',
    '/page-data%2F..%2F___graphql',
    '/.cache/develop-html/index.html',
    '/.env',
    '/static\\..\\___graphql',
    '//evil.example/___graphql',
    'http://127.0.0.1:8401/___graphql', // absolute form
    '*',
    '',
  ])('refuses %s with a valid cookie too', (target) => {
    for (const method of ['GET', 'POST', 'HEAD', 'OPTIONS']) {
      expect(gateDecision(method, target)).toEqual({ pass: false, status: 404 })
    }
    expect(upgradeAllowed(target)).toBe(false)
  })

  it('passes a page for reading only: no POST, PUT or DELETE', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(gateDecision(method, '/over-ons')).toEqual({ pass: false, status: 405 })
    }
    expect(gateDecision('PUT', '/socket.io/?EIO=4')).toEqual({ pass: false, status: 405 })
  })

  it('lets no WebSocket but the live-update socket through', () => {
    expect(upgradeAllowed('/__webpack_hmr')).toBe(false)
    expect(upgradeAllowed('/___graphql')).toBe(false)
    expect(upgradeAllowed('/socket.io')).toBe(false)
  })
})

describe('the preview gate in front of a development server', () => {
  const reached: string[] = []
  const develop = http.createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    // The gate's own question whether an item is ready (readiness.ts): never forwarded from a browser.
    if (request.method === 'POST' && request.url === '/___graphql')
      response.end(JSON.stringify({ data: { item: { modified: '' }, page: null } }))
    else response.end('from develop')
  })
  let gate: http.Server
  let gateUrl = ''
  const hosts: string[] = []
  const tokenFor = (id: number, path: string) =>
    signPreviewToken(
      { type: 'page', id, path, version: '', exp: Math.floor(Date.now() / 1000) + 600 },
      SECRET,
    )
  const cookie = `tandem_preview=${tokenFor(1, '/over-ons/')}`

  beforeAll(async () => {
    await new Promise<void>((resolve) => develop.listen(0, '127.0.0.1', resolve))
    const developUrl = `http://127.0.0.1:${(develop.address() as AddressInfo).port}`
    gate = createPreviewGate({
      developUrl,
      secret: SECRET,
      refresher: { refresh: async () => undefined } as unknown as Refresher,
      secureCookie: false,
      hosts,
    })
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve))
    gateUrl = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`
    hosts.push(new URL(gateUrl).host)
  })
  afterAll(async () => {
    gate.closeAllConnections()
    await new Promise((resolve) => gate.close(resolve))
    await new Promise((resolve) => develop.close(resolve))
  })
  beforeEach(() => reached.splice(0))

  it('forwards the page the link was made for, with the site’s security headers', async () => {
    const answer = await fetch(`${gateUrl}/over-ons`, { headers: { cookie } })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('from develop')
    expect(reached).toEqual(['GET /over-ons'])
    for (const [key, value] of Object.entries(GATE_HEADERS)) expect(answer.headers.get(key)).toBe(value)
  })

  it('refuses a Host that is not its own (DNS rebinding), before anything else', async () => {
    const status = (host: string) => statusForHost(new URL(gateUrl).port, '/over-ons/', host, { cookie })
    expect(await status(new URL(gateUrl).host)).toBe(200)
    for (const host of [
      'evil.example',
      `evil.example:${new URL(gateUrl).port}`,
      'localhost:1',
      'localhost.evil.example',
    ])
      expect(await status(host)).toBe(421)
    expect(reached).toEqual(['GET /over-ons/'])
  })

  it.each([
    '/over-ons/',
    '/page-data/over-ons/page-data.json',
    '/page-data/app-data.json',
    '/page-data/sq/d/1234567890.json',
    '/commons.js',
    '/static/abc/def/foto.webp',
    '/socket.io/?EIO=4&transport=polling',
  ])('passes %s: the item’s page and what every page shares', async (target) => {
    const answer = await fetch(`${gateUrl}${target}`, { headers: { cookie } })
    expect(answer.status).toBe(200)
    expect(reached).toEqual([`GET ${target}`])
  })

  it.each([
    '/',
    '/producten-en-diensten/concept-12/',
    '/page-data/index/page-data.json',
    '/page-data/producten-en-diensten/concept-12/page-data.json',
    '/page-data/dev-404-page/page-data.json', // develop's 404 page: a list of every page
    '/dev-404-page/',
    '/404/',
    '/page-data/404/page-data.json',
    '/over-ons-2/',
    '/over-ons/team/',
  ])('refuses %s: a page or page data of another item, and never asks develop', async (target) => {
    const answer = await fetch(`${gateUrl}${target}`, { headers: { cookie } })
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain(refusalMessage('other-item'))
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(reached).toEqual([])
  })

  it('adds the item of a second link to the cookie, written from the verified tokens only', async () => {
    const second = tokenFor(2, '/contact/')
    const wait = await fetch(`${gateUrl}/__preview/wait?token=${second}`, {
      headers: { cookie },
      redirect: 'manual',
    })
    const written = /^tandem_preview=([^;]*);/.exec(wait.headers.get('set-cookie') ?? '')?.[1]
    expect(written?.split('~')).toEqual([second, cookie.split('=')[1]])
    for (const target of ['/contact/', '/over-ons/'])
      expect(
        (await fetch(`${gateUrl}${target}`, { headers: { cookie: `tandem_preview=${written}` } })).status,
      ).toBe(200)
    expect((await fetch(`${gateUrl}/contact/`, { headers: { cookie } })).status).toBe(403)
  })

  it('never writes into the cookie what the link carried besides its token', async () => {
    const token = tokenFor(3, '/contact/')
    for (const tail of ['=;Path=/x', '=', ';Domain=evil.example', '%3BPath%3D%2Fx', ' x', '~', '.x']) {
      const wait = await fetch(`${gateUrl}/__preview/wait?token=${encodeURIComponent(token + tail)}`, {
        redirect: 'manual',
      })
      expect(wait.status).toBe(403)
      expect(wait.headers.get('set-cookie')).toBeNull()
    }
  })

  it.each([
    ['GET', '/___graphql?query=%7BallSitePlugin%7Bnodes%7BpluginOptions%7D%7D%7D'],
    ['POST', '/___graphql'],
    ['POST', '/__refresh'],
    ['GET', '/__original-stack-frame?moduleId=gatsby-config.ts'],
    ['GET', '/__open-stack-frame-in-editor?fileName=gatsby-config.ts'],
  ])('answers %s %s with a short Dutch text, and never asks develop', async (method, target) => {
    const answer = await fetch(`${gateUrl}${target}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{"query":"{ __typename }"}' } : {}),
    })
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe(NOT_IN_PREVIEW)
    expect(reached).toEqual([])
  })
})
