import http, { type OutgoingHttpHeaders } from 'node:http'

/**
 * The status a server on this machine's loopback answers to a GET that names another `Host` (as a name of an
 * attacker's that resolves here would): fetch() may not set Host, so this goes through node:http.
 */
export const statusForHost = (
  port: number | string,
  path: string,
  host: string,
  headers: OutgoingHttpHeaders = {},
) =>
  new Promise<number | undefined>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (answer) => {
        answer.resume()
        resolve(answer.statusCode)
      })
      .on('error', reject)
  })
