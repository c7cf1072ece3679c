import { CmsRequestError, serverMessage } from './errors'
import { requestJson, type HttpSettings } from './http'

function headerCount(headers: Headers, name: string): number | null {
  const value = headers.get(name)
  if (value === null || value.trim() === '') return null
  const count = Number(value)
  return Number.isInteger(count) && count >= 0 ? count : null
}

function withPage(url: string, page: number): string {
  const pageUrl = new URL(url)
  pageUrl.searchParams.set('page', String(page))
  return pageUrl.toString()
}

/** A count header every WordPress list answer carries; without it the build cannot tell the list is complete. */
function requiredCount(headers: Headers, name: string, url: string, status: number): number {
  const count = headerCount(headers, name)
  if (count === null) {
    const sent = headers.get(name)
    throw new CmsRequestError(
      url,
      status,
      `a list answer with the ${name} header`,
      sent === null
        ? `the header ${name} is missing (a proxy or cache in front of WordPress may strip it), so the build cannot tell whether the list is complete`
        : `the header ${name} is "${sent.slice(0, 40)}", not a count`,
    )
  }
  return count
}

/**
 * Every item of a paginated WordPress list: pages are requested until `x-wp-totalpages` is reached or the CMS
 * answers 400 past the last page (the spec's paginated helper). The items received must add up to `x-wp-total`,
 * so a CMS that drops items mid-build fails the build instead of publishing a partial site. Both headers are
 * required on every page: without them "one page" and "the whole list" look the same. `onAnswer` sees the
 * headers of every page's answer (the live source reads the CMS's clock from its Date header).
 */
export async function fetchAllItems(
  listUrl: string,
  settings: HttpSettings,
  onAnswer?: (headers: Headers) => void,
): Promise<unknown[]> {
  const items: unknown[] = []
  let expectedTotal = 0
  for (let page = 1; ; page++) {
    const url = withPage(listUrl, page)
    const response = await requestJson(url, settings, 'a JSON array of items')
    onAnswer?.(response.headers)
    if (response.status === 400 && page > 1) break
    if (response.status >= 400) {
      throw new CmsRequestError(url, response.status, 'a JSON array of items', serverMessage(response.body))
    }
    if (!Array.isArray(response.body)) {
      throw new CmsRequestError(url, response.status, 'a JSON array of items', 'the body is not an array')
    }
    expectedTotal = requiredCount(response.headers, 'x-wp-total', url, response.status)
    const totalPages = requiredCount(response.headers, 'x-wp-totalpages', url, response.status)
    items.push(...(response.body as unknown[]))
    if (page >= totalPages || response.body.length === 0) break
  }
  if (items.length !== expectedTotal) {
    throw new CmsRequestError(
      listUrl,
      200,
      `${expectedTotal} items (x-wp-total)`,
      `received ${items.length} items over all pages`,
    )
  }
  return items
}

/** One JSON document; any status of 400 or more throws with the server's own message (spec section 8). */
export async function fetchDocument(url: string, settings: HttpSettings, expected: string): Promise<unknown> {
  const response = await requestJson(url, settings, expected)
  if (response.status >= 400) {
    throw new CmsRequestError(
      url,
      response.status,
      expected,
      `the server said "${serverMessage(response.body)}"`,
    )
  }
  return response.body
}
