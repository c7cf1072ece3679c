import http from 'node:http'

export interface Answer {
  status: number
  /** A response header, or null when the response has none. */
  header: (name: string) => string | null
  text: string
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** 127.0.0.2 asks as from another address (nginx's allow lists) */
  localAddress?: string
}

/**
 * A request on a connection of its own (no keep-alive), for a server that may close the connections it kept: nginx
 * across a reload (its old workers close their idle keep-alive connections) or a server a test stopped and
 * started again (webhook). A request sent on such a connection in that instant fails with "other side closed"; a
 * browser repeats it by itself, fetch() does not, and it reuses the connections it keeps.
 */
export function requestOnNewConnection(url: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = 'GET', headers = {}, body, localAddress = '127.0.0.1' } = options
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('error', reject)
      response.on('end', () => {
        const header = (name: string) => {
          const value = response.headers[name.toLowerCase()]
          return value === undefined ? null : String(value)
        }
        resolve({ status: response.statusCode ?? 0, header, text })
      })
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** A GET on a connection of its own (see requestOnNewConnection). */
export const getOnNewConnection = (url: string, localAddress = '127.0.0.1'): Promise<Answer> =>
  requestOnNewConnection(url, { localAddress })
