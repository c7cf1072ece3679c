import { lintFlags } from '../helpers/lint-text'

/**
 * Every animation of the site goes through src/design/motion.ts (eslint.config.mjs: NO_RAW_MOTION), so decorative
 * motion is declared only for visitors who have not asked for less.
 */
const flagged = (cases: Array<[file: string, text: string]>) => lintFlags(cases, 'motion.ts')

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
