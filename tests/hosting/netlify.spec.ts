import { expect, test } from '../helpers/site-test'
import path from 'node:path'
import { CSP, fileHeaders } from '../../src/build/hosting/file-headers'
import { NETLIFY_DEFAULTS } from '../../src/build/hosting/netlify-headers'
import { isDocument, requestPath } from '../../src/build/hosting/site-files'
import { isExternal, redirectTable } from '../../src/lib/redirects'
import { BUILD_DIR, builtFiles, builtScriptHashes, REMOTE_SUPPORT_URL, SITE_URL, TABLE } from './support/site'

/**
 * Netlify's files, read with Netlify's own parsers (the packages its build uses), and checked against the same
 * table: what Netlify would send for every built file, joining a header that several matching rules set, as
 * Netlify does.
 */
interface ParsedHeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

async function netlifyRules(): Promise<ParsedHeaderRule[]> {
  const { parseAllHeaders } = await import('@netlify/headers-parser')
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(BUILD_DIR, '_headers')],
    configHeaders: [],
    minimal: false,
  })
  expect(errors).toEqual([])
  return headers as ParsedHeaderRule[]
}

/** Each header Netlify sends for a path, with the number of rules that set it. */
function netlifyResponse(rules: ParsedHeaderRule[], urlPath: string) {
  const sent = new Map<string, string[]>()
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(urlPath))) {
    for (const [key, value] of Object.entries(rule.values)) {
      sent.set(key.toLowerCase(), [...(sent.get(key.toLowerCase()) ?? []), value])
    }
  }
  return sent
}

test('_headers gives every built file the headers of the table, each header from one rule', async () => {
  const rules = await netlifyRules()
  const hashes = await builtScriptHashes()
  for (const file of builtFiles()) {
    const urlPath = requestPath(file)
    const sent = netlifyResponse(rules, urlPath)
    for (const [key, values] of sent) expect(values, `${urlPath} ${key} set by several rules`).toHaveLength(1)
    // The policy governs documents: on Netlify it is sent with HTML and SVG files only.
    const expected = Object.fromEntries(
      Object.entries(fileHeaders(TABLE, file, hashes)).filter(([key]) => key !== CSP || isDocument(file)),
    )
    const actual = Object.fromEntries(
      Object.keys(expected).map((key) => [key, sent.get(key)?.[0] ?? NETLIFY_DEFAULTS[key]]),
    )
    expect(actual, urlPath).toEqual(expected)
  }
})

test('_headers gives the site’s SVG files the policy, as nginx does', async () => {
  const rules = await netlifyRules()
  const svgs = builtFiles().filter((file) => file.endsWith('.svg'))
  expect(svgs).toContain('favicon.svg')
  for (const file of svgs) {
    expect(netlifyResponse(rules, requestPath(file)).get(CSP), file).toEqual([
      fileHeaders(TABLE, file, new Map())[CSP],
    ])
  }
})

test('_headers gives a path the build does not have the security headers too', async () => {
  const sent = netlifyResponse(await netlifyRules(), '/deze-pagina-bestaat-niet')
  for (const { key } of TABLE.find((rule) => rule.source === '/*')!.headers.filter(
    ({ key }) => key !== CSP,
  )) {
    expect(sent.get(key), key).toHaveLength(1)
  }
})

test('_redirects answers every old path with a forced 301 to its new address', async () => {
  const { parseAllRedirects } = await import('@netlify/redirect-parser')
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(BUILD_DIR, '_redirects')],
    configRedirects: [],
    minimal: false,
  })
  expect(errors).toEqual([])
  const parsed = (redirects as Array<{ from: string; to: string; status: number; force: boolean }>).map(
    ({ from, to, status, force }) => ({ from, to, status, force }),
  )
  const expected = redirectTable(REMOTE_SUPPORT_URL).flatMap(({ from, to }) => {
    const target = isExternal(to) ? to : `${SITE_URL}${to}`
    return [from, `${from}/`].map((path) => ({ from: path, to: target, status: 301, force: true }))
  })
  expect(parsed).toEqual(expected)
})
