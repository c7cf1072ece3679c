import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { requireProgram } from '../../server/lib/system-programs'

/**
 * The consent banner and the tag manager cannot be reached from here. The benchmark measures pages with
 * their scripts present, so this HTTPS server answers for their hosts (Chromium maps the hosts to it, see
 * chromium.ts) with the local stand-ins in ./third-party.
 */
export const THIRD_PARTY_HOSTS = ['consent.cookiebot.com', 'www.googletagmanager.com'] as const

const SCRIPTS: Record<string, string> = {
  'consent.cookiebot.com/uc.js': 'cookiebot-uc.js',
  'www.googletagmanager.com/gtm.js': 'gtm.js',
}

export interface ThirdPartyStub {
  port: number
  close(): Promise<void>
}

/** A throwaway certificate for the two hosts, made with Debian's openssl. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cert-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  const names = THIRD_PARTY_HOSTS.map((host) => `DNS:${host}`).join(',')
  try {
    execFileSync(
      requireProgram('openssl', process.env.PATH ?? ''),
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=bench-third-parties',
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startThirdPartyStub(): Promise<ThirdPartyStub> {
  const server = createServer(selfSignedCertificate(), (request, response) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'unknown'}`)
    const file = SCRIPTS[`${url.hostname}${url.pathname}`]
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    })
    response.end(readFileSync(path.join(__dirname, 'third-party', file)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
