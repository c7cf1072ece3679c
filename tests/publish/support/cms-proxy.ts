import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the proxy does with a request whose path starts with `path`. */
export type Fault = { path: string; kind: 'status-500' | 'no-answer' } | null

export interface CmsProxy {
  url: string
  /** path and query of every request received */
  requests: string[]
  fault: Fault
  close(): Promise<void>
}

const rewrite = (text: string, from: string, to: string) =>
  text.split(from).join(to).split(from.replaceAll('/', '\\/')).join(to.replaceAll('/', '\\/'))

/**
 * Stands in front of the local WordPress as a reverse proxy would, so a test can see every call a build makes
 * and make the CMS fail on one route: answer 500, or never answer. JSON bodies get the proxy's address for the
 * CMS's own, so links and media stay on "the CMS" the build was pointed at.
 */
export async function startCmsProxy(upstream: string): Promise<CmsProxy> {
  const hanging = new Set<http.ServerResponse>()
  const proxy: CmsProxy = { url: '', requests: [], fault: null, close: async () => undefined }

  const server = http.createServer(async (request, response) => {
    const target = request.url ?? '/'
    proxy.requests.push(target)
    const fault = proxy.fault
    if (fault && target.startsWith(fault.path)) {
      if (fault.kind === 'no-answer') {
        hanging.add(response)
        return
      }
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end('<h1>Internal Server Error</h1>')
      return
    }
    try {
      const upstreamResponse = await fetch(`${upstream}${target}`, { headers: { accept: '*/*' } })
      const headers = Object.fromEntries(
        [...upstreamResponse.headers].filter(([name]) => name.startsWith('x-wp-') || name === 'content-type'),
      )
      const isJson = (headers['content-type'] ?? '').includes('json')
      const body = isJson
        ? Buffer.from(rewrite(await upstreamResponse.text(), upstream, proxy.url))
        : Buffer.from(await upstreamResponse.arrayBuffer())
      response.writeHead(upstreamResponse.status, { ...headers, 'content-length': String(body.length) })
      response.end(body)
    } catch {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end('Bad Gateway')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = async () => {
    for (const response of hanging) response.destroy()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return proxy
}
