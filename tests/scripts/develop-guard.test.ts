import http, { type RequestListener, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { developRequestProblem, guardDevelopServer, type ExpressApp } from '../../src/build/develop-guard'
import { statusForHost } from '../helpers/status-for-host'

/** The express that Gatsby's develop server is made with (Gatsby's dependency, not the site's). */
type App = ExpressApp &
  RequestListener & {
    use(path: string, handler: (request: unknown, response: ServerResponse) => void): unknown
  }
const express = createRequire(require.resolve('gatsby/package.json'))('express') as () => App

describe("develop's guard", () => {
  it.each(['127.0.0.1:8401', 'localhost:8000', 'LOCALHOST', '[::1]:8401', '127.0.0.1'])(
    'lets a request to %s through',
    (host) => expect(developRequestProblem({ host })).toBeNull(),
  )

  it.each([
    'evil.example:8401', // DNS rebinding: the attacker's name, resolved to 127.0.0.1
    'evil.example',
    '127.0.0.1.evil.example:8401',
    'localhost.evil.example',
    '192.168.1.20:8401',
    '0.0.0.0:8401',
    '127.0.0.2:8401',
    '',
    'localhost:8401, evil.example',
    'localhost@evil.example',
  ])('refuses Host %j', (host) => expect(developRequestProblem({ host })).toMatch(/is not this machine/))

  it('refuses a missing Host, another site’s Origin and a browser’s cross-site request', () => {
    expect(developRequestProblem({})).not.toBeNull()
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file://'])
      expect(developRequestProblem({ host: 'localhost:8000', origin })).toMatch(/another site/)
    expect(developRequestProblem({ host: 'localhost:8000', origin: 'http://localhost:8400' })).toBeNull()
    expect(developRequestProblem({ host: 'localhost:8000', 'sec-fetch-site': 'cross-site' })).not.toBeNull()
    expect(developRequestProblem({ host: 'localhost:8000', 'sec-fetch-site': 'same-origin' })).toBeNull()
  })

  it('runs before routes an express app had already (fails when an express upgrade changes its router)', async () => {
    const app = express()
    app.use('/___graphql', (_request, response) => void response.end('every draft'))
    guardDevelopServer(app)
    const server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ask = (host: string) => statusForHost(port, '/___graphql', host)
    try {
      expect(await ask(`127.0.0.1:${port}`)).toBe(200)
      expect(await ask(`evil.example:${port}`)).toBe(403)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
