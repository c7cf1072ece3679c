import { CmsRequestError } from './errors'
import { request, type HttpSettings } from './http'

/** How media files are downloaded: from where, through which fetch, and how large they may be. */
export interface DownloadSettings {
  http: HttpSettings
  /** the CMS's origin and the configured media hosts; a file anywhere else is never requested */
  allowedOrigins: readonly string[]
  maxBytes: number
}

export interface Download {
  status: number
  headers: Headers
  /** empty unless the status is 200 */
  bytes: Buffer
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** A media file over the size cap: the file is at fault, not the CMS, so it costs that image only. */
export class MediaTooLargeError extends CmsRequestError {
  constructor(
    url: string,
    status: number,
    readonly maxBytes: number,
    size: string,
  ) {
    super(url, status, `a file of at most ${megabytes(maxBytes)}`, `it is ${size}`)
  }
}

/** Why a media URL may not be downloaded, or null when it may (its origin is the CMS's or a configured host's). */
export function mediaOriginProblem(url: string, allowedOrigins: readonly string[]): string | null {
  let origin: string
  try {
    origin = new URL(url).origin
  } catch {
    return 'is not a complete address'
  }
  if (allowedOrigins.includes(origin)) return null
  return `is on ${origin}, which is neither the CMS nor a configured media host (${allowedOrigins.join(', ')}; more with CMS_MEDIA_HOSTS)`
}

/** The body, read chunk by chunk and abandoned as soon as it passes the cap (a length header can lie). */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<Buffer> {
  const tooLarge = (size: string) => new MediaTooLargeError(url, response.status, maxBytes, size)
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw tooLarge(megabytes(declared))
  }
  const chunks: Buffer[] = []
  let received = 0
  const reader = response.body?.getReader()
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    received += chunk.value.byteLength
    if (received > maxBytes) {
      await reader?.cancel()
      throw tooLarge(`more than that`)
    }
    chunks.push(Buffer.from(chunk.value))
  }
  return Buffer.concat(chunks)
}

/**
 * One media file from the CMS (or a configured media host), through the same retrying fetch as the lists, with
 * a size cap. `headers` carries conditional-request headers; a 304 comes back with no bytes.
 */
export async function downloadMedia(
  url: string,
  settings: DownloadSettings,
  headers: Record<string, string> = {},
): Promise<Download> {
  const problem = mediaOriginProblem(url, settings.allowedOrigins)
  if (problem !== null) throw new Error(`Refusing to download the media file ${url}: it ${problem}.`)
  const expected = 'a media file'
  const response = await request(
    url,
    settings.http,
    expected,
    async (answer) => {
      if (answer.status !== 200) {
        await answer.body?.cancel()
        return Buffer.alloc(0)
      }
      return readCapped(answer, url, settings.maxBytes)
    },
    headers,
  )
  if (response.status !== 200 && response.status !== 304) {
    throw new CmsRequestError(url, response.status, expected, 'the download failed')
  }
  return { status: response.status, headers: response.headers, bytes: response.body ?? Buffer.alloc(0) }
}
