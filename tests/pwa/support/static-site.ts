import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
}

/** The caching rules Gatsby asks hosts for: hashed files forever, everything else revalidated every time. */
const cacheControl = (pathname: string) =>
  pathname.startsWith('/static/') || /-[0-9a-f]{20}\.(js|css)$/.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate'

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

export interface StaticSite {
  url: string
  /** serve another build from now on, as a deploy does */
  deploy(buildDir: string, replacements?: Record<string, string>): void
  /** paths answered with a 500 until `deploy` */
  fail(pathname: string): void
  /** every request is accepted and never answered, as on a connection that hangs; until `deploy` */
  hang(): void
  /** the host goes away (connections refused), as when the visitor loses the network */
  stop(): Promise<void>
  start(): Promise<void>
}

/**
 * A static host for built sites whose content can be swapped while browsers have it open: a deploy. Like a
 * real host it serves /path from path/index.html, answers unknown paths with 404.html and status 404, and sends
 * Gatsby's caching headers. `replacements` serve given contents at given paths instead of the build's files.
 */
export async function serveBuild(buildDir: string, port: number): Promise<StaticSite> {
  let root = buildDir
  let replaced: Record<string, string> = {}
  const failing = new Set<string>()
  let hanging = false

  const resolve = async (pathname: string): Promise<string | null> => {
    const file = path.join(root, decodeURIComponent(pathname))
    if (!file.startsWith(root)) return null
    if (await isFile(file)) return file
    const index = path.join(file, 'index.html')
    return (await isFile(index)) ? index : null
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (hanging) return // the connection stays open without an answer, until the host stops
      const { pathname } = new URL(request.url ?? '/', 'http://localhost')
      if (failing.has(pathname)) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error')
        return
      }
      const replacement = replaced[pathname]
      const file = replacement === undefined ? await resolve(pathname) : null
      const status = replacement !== undefined || file ? 200 : 404
      const served = file ?? path.join(root, '404.html')
      const body = replacement ?? (await readFile(served))
      response.writeHead(status, {
        'Content-Type':
          CONTENT_TYPES[path.extname(replacement === undefined ? served : pathname)] ??
          'application/octet-stream',
        'Cache-Control': cacheControl(pathname),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  const start = () => new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const stop = () =>
    new Promise<void>((done) => {
      server.close(() => done())
      server.closeAllConnections()
    })
  await start()

  return {
    url: `http://127.0.0.1:${port}`,
    deploy(buildDir, replacements = {}) {
      root = buildDir
      replaced = replacements
      failing.clear()
      hanging = false
    },
    fail(pathname) {
      failing.add(pathname)
    },
    hang() {
      hanging = true
    },
    stop,
    start,
  }
}
