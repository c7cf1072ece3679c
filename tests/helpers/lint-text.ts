import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

export interface LintMessage {
  ruleId: string | null
  message: string
  line: number
}

const LINT = `
  import { ESLint } from 'eslint'
  const eslint = new ESLint({ cwd: process.cwd() })
  const answers = []
  for (const [file, text] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText(text, { filePath: file })
    answers.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })))
  }
  process.stdout.write(JSON.stringify(answers))
`

/**
 * Lints each text as if it were the named file, with the project's ESLint config, and returns each one's messages.
 * ESLint runs in a child Node process: its config is an ES module, which jest's module system cannot load.
 */
export function lintMessages(cases: Array<[file: string, text: string]>): LintMessage[][] {
  const output = execFileSync('node', ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return JSON.parse(output) as LintMessage[][]
}

/** For each text, whether one of its messages contains `messagePart`. */
export const lintFlags = (cases: Array<[file: string, text: string]>, messagePart: string): boolean[] =>
  lintMessages(cases).map((messages) => messages.some((message) => message.message.includes(messagePart)))
