import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy on loopback that adds a round trip to every exchange: each direction's bytes arrive half the round
 * trip late, in order. PageSpeed Insights loads a page over a real network; a loopback load delivers every
 * response at once, which changes what Lighthouse's simulation (Lantern) counts as loaded before the LCP. Served
 * through this proxy, the site and the anchor alike load as from a CDN edge (ROUND_TRIP_MS), and Lantern
 * simulates from a load like a real one.
 */
export const ROUND_TRIP_MS = 30

export interface RoundTripProxy {
  origin: string
  close(): Promise<void>
}

function forwardLate(from: Socket, to: Socket, delayMs: number): void {
  // Timers of the same length fire in the order they were set, so the bytes keep their order.
  from.on('data', (chunk) => setTimeout(() => to.destroyed || to.write(chunk), delayMs))
  from.on('end', () => setTimeout(() => to.end(), delayMs))
  from.on('error', () => to.destroy())
  from.on('close', () => setTimeout(() => to.destroy(), delayMs))
}

/** Starts a proxy in front of `targetOrigin` (http://127.0.0.1:PORT) on a free port of its own. */
export async function startRoundTripProxy(
  targetOrigin: string,
  roundTripMs = ROUND_TRIP_MS,
): Promise<RoundTripProxy> {
  const target = new URL(targetOrigin)
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    }
    forwardLate(client, upstream, roundTripMs / 2)
    forwardLate(upstream, client, roundTripMs / 2)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
