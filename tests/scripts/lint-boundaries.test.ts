import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The import rules of eslint.config.mjs catch each boundary crossing and let the allowed directions through. ESLint
 * runs in a child Node process: its config is an ES module, which jest's module system cannot load.
 */
const ROOT = path.resolve(__dirname, '../..')

type Case = [file: string, specifier: string]

const LINT_CASES = `
  import { ESLint } from 'eslint'
  const cases = JSON.parse(process.argv[1])
  const eslint = new ESLint({ cwd: process.cwd() })
  const answers = []
  for (const [file, specifier] of cases) {
    const [result] = await eslint.lintText("import { x } from '" + specifier + "'\\nexport const y = x\\n", { filePath: file })
    answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message))
  }
  process.stdout.write(JSON.stringify(answers))
`

function importProblems(cases: Case[]): string[][] {
  const output = execFileSync('node', ['--input-type=module', '-e', LINT_CASES, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return JSON.parse(output) as string[][]
}

const CROSSINGS: Array<[...Case, string]> = [
  ['src/lib/x.ts', '../components/layout/Layout', 'layers point one way'],
  ['src/lib/dom/x.ts', '../../design/Button', 'layers point one way'],
  ['src/design/X.tsx', '../components/contact/ContactForm', 'layers point one way'],
  ['src/components/content/X.tsx', '../../templates/vacancy', 'layers point one way'],
  ['src/build/x.ts', '../../tests/helpers/content', 'never import from tests/'],
  ['scripts/bench/x.ts', '../../tests/helpers/local-cms', 'never import from tests/'],
  ['src/build/x.ts', '../../plugins/gatsby-source-wp-rest/src/normalize/links', 'public module'],
  ['tests/e2e/x.ts', '../../plugins/gatsby-source-wp-rest/src/normalize/text', 'public module'],
  ['tests/hosting/x.spec.ts', '../e2e/support/fake-contact-form', "another suite's folder"],
  ['tests/preview/support/x.ts', '../../cms/support/seed', "another suite's folder"],
  ['tests/publish/x.test.ts', '../../tests/cms/support/seed', "another suite's folder"],
]
const ALLOWED: Case[] = [
  ['src/templates/x.tsx', '../components/content/RichText'],
  ['src/components/content/X.tsx', '../../design/Title'],
  ['src/design/X.tsx', '../lib/links'],
  ['src/build/x.ts', '../../plugins/gatsby-source-wp-rest/exports'],
  ['tests/plugin/x.test.ts', '../../plugins/gatsby-source-wp-rest/src/normalize/links'],
  ['tests/e2e/x.ts', '../../scripts/support/snapshot-items'],
  ['tests/hosting/x.spec.ts', '../helpers/open-page'],
  ['tests/pwa/x.spec.ts', './support/static-site'],
  ['tests/hosting/support/x.ts', '../../../src/components/pwa/InstallPrompt'],
]

describe('the linter enforces the boundaries', () => {
  const answers = importProblems([
    ...CROSSINGS.map(([file, specifier]): Case => [file, specifier]),
    ...ALLOWED,
  ])

  it.each(CROSSINGS.map((crossing, index) => [...crossing, index] as const))(
    '%s may not import %s',
    (_file, _specifier, reason, index) => {
      expect(answers[index]).toEqual([expect.stringContaining(reason)])
    },
  )

  it.each(ALLOWED.map((allowed, index) => [...allowed, CROSSINGS.length + index] as const))(
    '%s may import %s',
    (_file, _specifier, index) => {
      expect(answers[index]).toEqual([])
    },
  )
})
