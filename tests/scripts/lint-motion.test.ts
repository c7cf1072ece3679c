import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * Every animation of the site goes through src/design/motion.ts (eslint.config.mjs: NO_RAW_MOTION), so decorative
 * motion is declared only for visitors who have not asked for less. ESLint runs in a child Node process: its config
 * is an ES module, which jest's module system cannot load.
 */
const ROOT = path.resolve(__dirname, '../..')

const LINT = `
  import { ESLint } from 'eslint'
  const eslint = new ESLint({ cwd: process.cwd() })
  const answers = []
  for (const [file, text] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText(text, { filePath: file })
    answers.push(result.messages.filter((m) => m.message.includes('motion.ts')).length > 0)
  }
  process.stdout.write(JSON.stringify(answers))
`

function flagged(cases: Array<[file: string, text: string]>): boolean[] {
  const output = execFileSync('node', ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return JSON.parse(output) as boolean[]
}

const PROPERTIES = ['animation', 'animationName', 'animationDuration', 'transition', 'transitionDuration']
const FILES = ['src/components/menu/X.tsx', 'src/design/X.tsx', 'src/templates/x.tsx', 'src/lib/dom/x.ts']

it('flags every animation or transition declared outside design/motion.ts, as a name or a quoted key', () => {
  const cases = FILES.flatMap((file) =>
    PROPERTIES.flatMap((property): Array<[string, string]> => [
      [file, `export const style = { ${property}: 'x 1s' }\n`],
      [file, `export const style = { '${property}': 'x 1s' }\n`],
      [file, `export const style = { '&:hover': { ${property}: 'x 1s' } }\n`],
    ]),
  )
  expect(flagged(cases)).toEqual(cases.map(() => true))
})

it('lets motion.ts declare them, and other properties through', () => {
  const cases: Array<[string, string]> = [
    ['src/design/motion.ts', "export const style = { animation: 'x 1s' }\n"],
    [
      'src/components/menu/X.tsx',
      "export const style = { transform: 'none', overscrollBehavior: 'contain' }\n",
    ],
    [
      'src/components/menu/X.tsx',
      "import { motion } from '../../design/motion'\nexport const style = motion('x 1s')\n",
    ],
  ]
  expect(flagged(cases)).toEqual([false, false, false])
})
