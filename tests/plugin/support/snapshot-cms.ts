import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { startFakeCms, type FakeCms, type FakeResponse } from './fake-cms'

const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return null
  }
}

function paginate(items: unknown[], url: URL, maxPerPage: number): FakeResponse {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 10), maxPerPage)
  const page = Number(url.searchParams.get('page') ?? 1)
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  const headers = { 'x-wp-total': String(items.length), 'x-wp-totalpages': String(totalPages) }
  if (page > totalPages) {
    return {
      status: 400,
      headers,
      body: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
      },
    }
  }
  return { headers, body: items.slice((page - 1) * perPage, page * perPage) }
}

/**
 * Serves a snapshot directory the way a WordPress at this server's address would: REST documents with their
 * links on this address, list pagination with WordPress's headers (at most `maxPerPage` per page, so lists span
 * several pages) and the media files.
 */
export async function startSnapshotCms(
  snapshotDir: string,
  { maxPerPage = 100 } = {},
): Promise<FakeCms & { snapshotCmsUrl: string }> {
  const meta = JSON.parse(await readFile(path.join(snapshotDir, 'meta.json'), 'utf8')) as { cmsUrl: string }
  let ownUrl = ''
  const cms = await startFakeCms(async (url) => {
    if (url.pathname.startsWith('/wp-content/')) {
      const file = path.join(snapshotDir, decodeURIComponent(url.pathname))
      try {
        return { body: await readFile(file), headers: { 'content-type': 'image/jpeg' } }
      } catch {
        return { status: 404, body: NO_ROUTE }
      }
    }
    const restPath = url.pathname.replace(/^\/wp-json\//, '').replace(/\/+$/, '')
    const text = await readText(path.join(snapshotDir, `${restPath}.json`))
    if (text === null || !url.pathname.startsWith('/wp-json/')) return { status: 404, body: NO_ROUTE }
    const document = JSON.parse(text.split(meta.cmsUrl).join(ownUrl)) as unknown
    return restPath.startsWith('wp/v2/') && Array.isArray(document)
      ? paginate(document, url, maxPerPage)
      : { body: document }
  })
  ownUrl = cms.url
  return { ...cms, snapshotCmsUrl: meta.cmsUrl }
}
