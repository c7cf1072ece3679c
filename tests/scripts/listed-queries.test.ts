import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/exports'

/**
 * Every query that lists items of a post type takes listed items only (`filter: { listed: { eq: true } }`): in
 * the preview, drafts, private and protected items are shown on their own page, never in another page's list
 * (plugins/gatsby-source-wp-rest/src/normalize/listed.ts). Only the route table lists them all: it makes their pages.
 */
const SRC = path.join(__dirname, '../../src')
const MAKES_PAGES = path.join(SRC, 'build/load-routes.ts')

const POST_LISTS = LIST_TYPES.filter((type) => type.kind === 'post').map((type) => `all${type.nodeType}`)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}

/**
 * Each `allWpX(…) {` or `allWpX {` list field of a GraphQL query in a file, with its arguments; type references
 * (`Queries.AgendaQuery['allWpActivity']`) are not queries.
 */
function listQueries(text: string): Array<{ field: string; args: string }> {
  const found: Array<{ field: string; args: string }> = []
  for (const match of text.matchAll(
    /\b(allWp[A-Za-z]+)\s*(?:\(((?:[^()]|\([^()]*\))*)\))?\s*(?:@[^{]*)?\{/g,
  )) {
    found.push({ field: match[1] ?? '', args: match[2] ?? '' })
  }
  return found
}

describe('lists of items', () => {
  const files = sourceFiles(SRC).filter((file) => file !== MAKES_PAGES)
  const lists = files.flatMap((file) =>
    listQueries(readFileSync(file, 'utf8'))
      .filter((query) => POST_LISTS.includes(query.field))
      .map((query) => ({ ...query, file: path.relative(SRC, file) })),
  )

  it('are found (the scan reads the templates and pages)', () => {
    expect(lists.map((list) => list.field)).toEqual(expect.arrayContaining(['allWpActivity', 'allWpPerson']))
  })

  it('take listed items only, everywhere but the route table', () => {
    const unfiltered = lists.filter((list) => !/listed:\s*\{\s*eq:\s*true\s*\}/.test(list.args))
    expect(unfiltered.map((list) => `${list.file}: ${list.field}(${list.args})`)).toEqual([])
  })
})
