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
 * How many pages of one list are requested at a time. WordPress answers at most 100 items a page, so a list of
 * 10,000 items is 100 pages: one after another they wait on each other's round trips, while the CMS can answer
 * a few at once. The lists themselves are fetched side by side too, so the CMS sees a few times this.
 */
export const PAGE_CONCURRENCY = 4

type PageAnswer =
  | { kind: 'items'; items: unknown[]; total: number }
  | { kind: 'past-the-end' }
  | { kind: 'error'; error: unknown }

/**
 * Every item of a paginated WordPress list: the first page says how many pages there are (`x-wp-totalpages`),
 * the others are requested `concurrency` at a time, each with the usual retries, and put together in page
 * order. A 400 past the last page (the spec's paginated helper) or an empty page ends the list. The items
 * received must add up to `x-wp-total`, so a CMS that drops items mid-build fails the build instead of
 * publishing a partial site. Both headers are required on every page: without them "one page" and "the whole
 * list" look the same. `onAnswer` sees the headers of every page's answer (the live source reads the CMS's
 * clock from its Date header).
 */
export async function fetchAllItems(
  listUrl: string,
  settings: HttpSettings,
  onAnswer?: (headers: Headers) => void,
  concurrency = PAGE_CONCURRENCY,
): Promise<unknown[]> {
  const answers = new Map<number, PageAnswer>()
  // The last page worth asking for: lowered by the count headers, a 400, an empty page or a failure.
  let lastPage = 1

  const fetchPage = async (page: number): Promise<void> => {
    const url = withPage(listUrl, page)
    try {
      const response = await requestJson(url, settings, 'a JSON array of items')
      onAnswer?.(response.headers)
      if (response.status === 400 && page > 1) {
        answers.set(page, { kind: 'past-the-end' })
        lastPage = Math.min(lastPage, page)
        return
      }
      if (response.status >= 400) {
        throw new CmsRequestError(url, response.status, 'a JSON array of items', serverMessage(response.body))
      }
      if (!Array.isArray(response.body)) {
        throw new CmsRequestError(url, response.status, 'a JSON array of items', 'the body is not an array')
      }
      const total = requiredCount(response.headers, 'x-wp-total', url, response.status)
      const totalPages = requiredCount(response.headers, 'x-wp-totalpages', url, response.status)
      answers.set(page, { kind: 'items', items: response.body as unknown[], total })
      lastPage = page === 1 ? Math.max(1, totalPages) : Math.min(lastPage, Math.max(page, totalPages))
      if (response.body.length === 0) lastPage = Math.min(lastPage, page)
    } catch (error) {
      answers.set(page, { kind: 'error', error })
      lastPage = Math.min(lastPage, page)
    }
  }

  await fetchPage(1)
  let nextPage = 2
  const worker = async (): Promise<void> => {
    while (nextPage <= lastPage) await fetchPage(nextPage++)
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))

  const items: unknown[] = []
  let expectedTotal = 0
  for (let page = 1; page <= lastPage; page++) {
    const answer = answers.get(page)
    if (!answer || answer.kind === 'past-the-end') break
    if (answer.kind === 'error') throw answer.error
    items.push(...answer.items)
    expectedTotal = answer.total
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

/** One JSON document; any status of 400 or more throws with the server's own message. */
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
