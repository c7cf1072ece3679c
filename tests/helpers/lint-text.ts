import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

/**
 * Lints each text as if it were the named file, with the project's ESLint config, and says for each whether one of
 * its messages contains `messagePart`. ESLint runs in a child Node process: its config is an ES module, which
 * jest's module system cannot load.
 */
export function lintFlags(cases: Array<[file: string, text: string]>, messagePart: string): boolean[] {
  const lint = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: process.cwd() })
    const [cases, messagePart] = JSON.parse(process.argv[1])
    const answers = []
    for (const [file, text] of cases) {
      const [result] = await eslint.lintText(text, { filePath: file })
      answers.push(result.messages.some((message) => message.message.includes(messagePart)))
    }
    process.stdout.write(JSON.stringify(answers))
  `
  const output = execFileSync(
    'node',
    ['--input-type=module', '-e', lint, JSON.stringify([cases, messagePart])],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
  return JSON.parse(output) as boolean[]
}
