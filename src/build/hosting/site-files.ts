import { readdirSync } from 'node:fs'
import path from 'node:path'

/** What the build writes for the hosts themselves: never served, never compressed, never given headers. */
export const HOST_FILES = /^(?:_headers|_redirects|nginx\/.*|.*\.gz)$/

/** Every file a host serves from a build, relative with `/` ("static/a1/photo.avif"). */
export function servedFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !HOST_FILES.test(file))
    .sort()
}

/** The address a file is served at: a folder's index.html is the folder without a trailing slash ("/agenda"). */
export const requestPath = (file: string): string => {
  const folder = file.match(/^(.*?)\/?index\.html$/)
  return folder ? `/${folder[1]}` : `/${file}`
}

export const isHtml = (file: string): boolean => file.endsWith('.html')

/**
 * Files a browser shows as a document of the site's origin when opened directly, so the Content-Security-Policy
 * governs them: HTML, and SVG, which can hold script.
 */
export const isDocument = (file: string): boolean => isHtml(file) || file.endsWith('.svg')
