import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The README and docs/ are trusted because what they name is there. Every repository path they name in code
 * (`src/lib/agenda.ts`, `scripts/bench/`), every relative link and every `npm run` command must exist. A path is
 * taken as the repository's when it starts with one of its top-level folders or files; generated folders
 * (public/, .cache/, .cms/, …) and paths with a placeholder (`<name>`, `*`, `…`) are not checked.
 */
const ROOT = path.resolve(__dirname, '../..')
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

const TRACKED_TOP_LEVEL = readdirSync(ROOT).filter(
  (name) =>
    !['node_modules', 'public', 'test-results', 'bench-results'].includes(name) && !name.startsWith('.'),
)
const CHECKED_DOT_FOLDERS = ['.ci']
const PLACEHOLDER = /[<>*…{}$]|\.\.\./

const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
)

interface Reference {
  doc: string
  line: number
  text: string
}

/**
 * Code spans and the lines of fenced code blocks, with their line numbers. In a block drawn as a tree (the
 * README's map), an indented line's first word is inside the folder that starts the last line above it that is
 * not indented.
 */
function codeOf(doc: string): Reference[] {
  const found: Reference[] = []
  let fenced = false
  let folder = ''
  readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = index + 1
      if (text.trimStart().startsWith('```')) {
        fenced = !fenced
        return
      }
      if (fenced) {
        // In the tree an entry is indented a little, a description's next line as far as the descriptions.
        const indent = /^ */.exec(text)![0].length
        const [first = '', ...rest] = text.trim().split(/\s+/)
        if (indent === 0) folder = first.endsWith('/') ? first : ''
        const entry = indent > 0 && indent <= 8 ? [`${folder}${first}`, ...rest].join(' ') : text
        found.push({ doc, line, text: indent > 8 ? text : entry })
      } else for (const match of text.matchAll(/`([^`]+)`/g)) found.push({ doc, line, text: match[1]! })
    })
  return found
}

/** The repository paths in a piece of code: words that start with a top-level folder or file of the project. */
function repositoryPaths(code: string): string[] {
  return code
    .split(/[\s,;()[\]'"=]+/)
    .map((word) => word.replace(/[:.]+$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((word) => !PLACEHOLDER.test(word))
    .filter((word) => {
      const top = word.split('/')[0]!
      const isFolder =
        word.includes('/') && (TRACKED_TOP_LEVEL.includes(top) || CHECKED_DOT_FOLDERS.includes(top))
      return isFolder || (!word.includes('/') && TRACKED_TOP_LEVEL.includes(word) && word.includes('.'))
    })
}

const references = DOCS.flatMap(codeOf)

describe('the README and docs name what exists', () => {
  it('every repository path they name in code is in the repository', () => {
    const missing = references.flatMap(({ doc, line, text }) =>
      repositoryPaths(text)
        .filter((named) => !existsSync(path.join(ROOT, named)))
        .map((named) => `${doc}:${line}: ${named}`),
    )
    expect(missing).toEqual([])
  })

  it('every relative link points at a file that exists', () => {
    const missing = DOCS.flatMap((doc) =>
      readFileSync(path.join(ROOT, doc), 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
            .map((match) => match[1]!)
            .filter((target) => !/^[a-z]+:/i.test(target))
            .filter((target) => !existsSync(path.join(ROOT, path.dirname(doc), target)))
            .map((target) => `${doc}:${index + 1}: ${target}`),
        ),
    )
    expect(missing).toEqual([])
  })

  it('every `npm run` command they name is a script in package.json', () => {
    const unknown = references.flatMap(({ doc, line, text }) =>
      [...text.matchAll(/\bnpm run (?:--silent )?([\w:.-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !scripts.includes(name))
        .map((name) => `${doc}:${line}: npm run ${name}`),
    )
    expect(unknown).toEqual([])
  })

  it('finds what it checks (the README names paths and commands)', () => {
    const readme = references.filter(({ doc }) => doc === 'README.md')
    expect(readme.flatMap(({ text }) => repositoryPaths(text)).length).toBeGreaterThan(20)
    expect(readme.filter(({ text }) => text.includes('npm run ')).length).toBeGreaterThan(5)
  })
})

/**
 * Claims of "one place" and of counts that a review found false once, checked against what they describe: the
 * docs name the one reader of the server's environment, and how many jest projects there are, and both stay true.
 */
describe('what the docs claim stays true', () => {
  const docText = DOCS.map((doc) => readFileSync(path.join(ROOT, doc), 'utf8').replace(/\s+/g, ' ')).join(
    '\n',
  )

  function filesUnder(dir: string): string[] {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`
      return entry.isDirectory() ? filesUnder(relative) : relative.endsWith('.ts') ? [relative] : []
    })
  }

  it('the file named as the one place the server’s settings are read is the only one reading the environment', () => {
    const claims = [...docText.matchAll(/`(server\/[\w/.-]+)`, the one place its settings are read/g)]
    expect(claims.length).toBeGreaterThan(0)
    const readers = filesUnder('server').filter((file) =>
      /process\.env\b/.test(
        readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''),
      ),
    )
    for (const [, named] of claims) expect(readers).toEqual([named])
  })

  it('the number of jest projects the docs give is the number jest.config.js has', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, read as jest reads it
    const config = require(path.join(ROOT, 'jest.config.js')) as { projects: unknown[] }
    const claims = [...docText.matchAll(/\b(\w+) (?:jest )?projects\b/g)]
      .map((match) => words.indexOf(match[1]!.toLowerCase()))
      .filter((count) => count >= 0)
    expect(claims.length).toBeGreaterThan(0)
    for (const count of claims) expect(count).toBe(config.projects.length)
  })

  it('docs/ stays a reference: under 1,200 lines in all', () => {
    const pages = DOCS.filter((doc) => doc.startsWith('docs/'))
    const lines = pages.reduce(
      (sum, doc) => sum + readFileSync(path.join(ROOT, doc), 'utf8').split('\n').length - 1,
      0,
    )
    expect(lines).toBeLessThan(1200)
  })
})
