import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ROUND_TRIP_MS, startRoundTripProxy } from '../../scripts/bench/round-trip-proxy'

describe("the bench's round-trip proxy (simulated throttling loads through it)", () => {
  // 2 MB of numbered lines: any chunk out of order or lost shows.
  const body = Array.from({ length: 200_000 }, (_, line) => `line ${line}`).join('\n')
  let server: Server
  let origin: string
  beforeAll(async () => {
    server = createServer((request, response) => response.end(request.url === '/big' ? body : 'ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('passes every byte in order, and each exchange takes at least its round trip', async () => {
    const proxy = await startRoundTripProxy(origin)
    try {
      const started = performance.now()
      const small = await fetch(`${proxy.origin}/small`)
      expect(await small.text()).toBe('ok')
      // The request's way there and the answer's way back, each half the round trip late.
      expect(performance.now() - started).toBeGreaterThanOrEqual(ROUND_TRIP_MS - 1)
      expect(await (await fetch(`${proxy.origin}/big`)).text()).toBe(body)
    } finally {
      await proxy.close()
    }
  })

  it('closes with connections still open', async () => {
    const proxy = await startRoundTripProxy(origin)
    await fetch(`${proxy.origin}/small`, { keepalive: true })
    await proxy.close()
    await expect(fetch(`${proxy.origin}/small`)).rejects.toThrow()
  })
})
