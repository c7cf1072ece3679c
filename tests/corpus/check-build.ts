/**
 * `tsx tests/corpus/check-build.ts <snapshot> <notices file> <public dir>`: after the corpus build, that the
 * build named every case (the notices file, as publishing hands it to WordPress's build-status page), published
 * every page of the demo content and every case that only lost a field, and no case that is left out.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { builtPagePaths } from '../../scripts/support/built-pages'
import { FIRST_ID, type CorpusCase } from './corpus'
import { noticeFor } from './run-corpus'

const [snapshotDir, noticesFile, publicDir] = process.argv.slice(2)
if (!snapshotDir || !noticesFile || !publicDir)
  throw new Error('usage: check-build.ts <snapshot> <notices> <public>')

/** The site path of each case's item, from its permalink (pages of types without a page of their own never exist). */
function itemPaths(): Map<number, string> {
  const paths = new Map<number, string>()
  for (const list of ['pages', 'products', 'concepts', 'references', 'careers', 'activities']) {
    const items = JSON.parse(
      readFileSync(path.join(snapshotDir!, 'wp/v2', `${list}.json`), 'utf8'),
    ) as Array<{ id: unknown; link: unknown }>
    for (const { id, link } of items) {
      if (typeof id !== 'number' || typeof link !== 'string') continue
      try {
        paths.set(id, new URL(link).pathname.replace(/\/$/, '') || '/')
      } catch {
        // a case whose link is no address: it has no page
      }
    }
  }
  return paths
}

async function main(): Promise<void> {
  const cases = JSON.parse(readFileSync(path.join(snapshotDir!, 'corpus-cases.json'), 'utf8')) as CorpusCase[]
  const notices = readFileSync(noticesFile!, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ItemNotice)
  const problems: string[] = []
  for (const testCase of cases) {
    if (!noticeFor(testCase, notices))
      problems.push(`not named by the build: ${testCase.name} (${testCase.restType} ${testCase.id})`)
  }
  const built = new Set(builtPagePaths(publicDir!))
  const paths = itemPaths()
  // Every item of the demo content is published (the snapshot holds no draft or protected item): each has a page.
  for (const [id, sitePath] of paths) {
    if (id < FIRST_ID && !built.has(sitePath))
      problems.push(`a page of the demo content was not built: ${sitePath}`)
  }
  for (const testCase of cases) {
    const sitePath = paths.get(testCase.id)
    if (sitePath === undefined || testCase.restType === 'media' || testCase.restType === 'menu') continue
    const isBuilt =
      built.has(sitePath) && !cases.some((other) => other !== testCase && paths.get(other.id) === sitePath)
    if (testCase.outcome === 'cut' && !isBuilt)
      problems.push(`published without the field, but no page at ${sitePath}: ${testCase.name}`)
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exitCode = 1
    return
  }
  console.info(
    `The corpus build named all ${cases.length} cases and built every other page (${built.size} pages).`,
  )
}

void main()
