import http from 'node:http'

export interface Answer {
  status: number
  /** A response header, or null when the response has none. */
  header: (name: string) => string | null
  text: string
}

/**
 * A GET on a connection of its own (no keep-alive), for asking nginx across a reload. A reload makes nginx's old
 * workers close their idle keep-alive connections, and a request sent on one of those in that instant fails with
 * "other side closed"; a browser repeats such a request by itself, fetch() does not. `localAddress` 127.0.0.2
 * asks as from another address (nginx's allow lists).
 */
export function getOnNewConnection(url: string, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress, agent: false }, (response) => {
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
      .on('error', reject)
  })
}
