import path from 'node:path'

/** Where inline images from CMS HTML are published, relative to the site's public folder. */
export const UPLOADS_DIR = 'wp-content/uploads'

/** Image types an inline image may have, by extension. */
/**
 * No SVG: it can carry script, and a blocklist of what is forbidden in it was beaten three ways (a namespaced
 * script element, an entity-encoded javascript: URL, an XHTML iframe). An author exports a PNG or WebP instead.
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'] as const
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number]

/** A site path of an upload that may be published: where to fetch it from and where to write it. */
export interface UploadPath {
  /** the parsed, percent-encoded path: appended to the CMS's address to download the file */
  pathname: string
  /** the decoded path below the public folder: the file a static host serves for `pathname` */
  relative: string
  extension: ImageExtension
}

export type UploadPathResult = { ok: true; upload: UploadPath } | { ok: false; reason: string }

const refuse = (reason: string): UploadPathResult => ({ ok: false, reason })

/** Percent-escapes that decode to a separator or a dot: they would hide a traversal from the checks below. */
const ESCAPED_SEPARATOR = /%(?:2f|5c|2e|00)/i

/**
 * Whether a site path from CMS HTML names an image under /wp-content/uploads/ that may be published, and if
 * so its download path and its file. Both come from one parsed URL pathname, so what is fetched is what is
 * written. Refused: a query or fragment (the download would drop it while the file name kept it), a
 * backslash, `.` or `..` segments, escaped separators or dots, escapes that do not decode, control
 * characters, `$` and backticks (before and after decoding), anything outside the uploads folder and any type
 * that is not an image.
 */
export function parseUploadPath(sitePath: string): UploadPathResult {
  if (!sitePath.startsWith(`/${UPLOADS_DIR}/`)) return refuse('is not under /wp-content/uploads/')
  if (/[?#]/.test(sitePath)) return refuse('has a query or a fragment')
  if (sitePath.includes('\\')) return refuse('has a backslash')
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(sitePath)) return refuse('has a control character')
  if (ESCAPED_SEPARATOR.test(sitePath)) return refuse('has an escaped separator or dot')
  if (sitePath.split('/').some((segment) => segment === '.' || segment === '..'))
    return refuse('has a . or .. segment')
  let pathname: string
  try {
    pathname = new URL(sitePath, 'http://site.invalid').pathname
  } catch {
    return refuse('is not a valid URL path')
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return refuse('has a malformed percent-escape')
  }
  // After decoding too: `%0A` is a line break in the file name, and `$` or a backtick mean something to shells
  // and to the hosting configs that name files.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f$`\\]/.test(decoded))
    return refuse('has a control character, $, ` or \\ once decoded')
  const segments = decoded.split('/').slice(1)
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return refuse('has an empty, . or .. segment')
  const extension = path.posix.extname(decoded).slice(1).toLowerCase()
  if (extension === 'svg') return refuse('is an SVG, which can carry script (publish it as PNG or WebP)')
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return refuse(`is not an image (${IMAGE_EXTENSIONS.join(', ')})`)
  return {
    ok: true,
    upload: { pathname, relative: segments.join('/'), extension: extension as ImageExtension },
  }
}

/**
 * The file an upload is written to, or null when it would land outside `<publicDir>/wp-content/uploads/`
 * (the last line of defence, whatever parseUploadPath let through).
 */
export function uploadTarget(publicDir: string, upload: UploadPath): string | null {
  const uploadsDir = path.resolve(publicDir, UPLOADS_DIR)
  const target = path.resolve(publicDir, upload.relative)
  return target.startsWith(`${uploadsDir}${path.sep}`) ? target : null
}
