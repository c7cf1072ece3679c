import { lintFlags } from '../helpers/lint-text'

/**
 * The site's font weights come from fontWeights in src/design/tokens.ts (eslint.config.mjs: NO_RAW_FONT_WEIGHT):
 * each further weight a page shows is one more font face the browser sets up before its first frame.
 */
const flagged = (cases: Array<[file: string, text: string]>) => lintFlags(cases, 'fontWeights')

const FILES = [
  'src/components/menu/X.tsx',
  'src/design/X.tsx',
  'src/templates/x.tsx',
  'src/build/x.ts',
  'gatsby-ssr.tsx',
]
const VALUES = ['600', "'600'", "'bold'", "'bolder'", 'wide ? 700 : 600', '`${600}`']

it('flags every weight written out, in a style object, a quoted key, a nested rule, an SVG attribute or CSS text', () => {
  const cases = FILES.flatMap((file): Array<[string, string]> => [
    ...VALUES.flatMap((value): Array<[string, string]> => [
      [file, `export const style = { fontWeight: ${value} }\n`],
      [file, `export const style = { 'fontWeight': ${value} }\n`],
      [file, `export const style = { 'font-weight': ${value} }\n`],
      [file, `export const style = { '&:hover': { fontWeight: ${value} } }\n`],
    ]),
    ...(file.endsWith('.tsx')
      ? [
          [file, 'export const Mark = () => <text fontWeight="700">T</text>\n'] as [string, string],
          [file, 'export const Mark = () => <text fontWeight={700}>T</text>\n'] as [string, string],
        ]
      : []),
    [file, "export const css = 'b { font-weight: 700 }'\n"],
    [file, 'export const css = `b { font-weight:bold; color: ${"red"} }`\n'],
  ])
  expect(flagged(cases)).toEqual(cases.map(() => true))
})

it('lets the tokens through, and other properties', () => {
  const token = "import { fontWeights } from '../../design/tokens'\n"
  const cases: Array<[string, string]> = [
    ['src/components/menu/X.tsx', `${token}export const style = { fontWeight: fontWeights.bold }\n`],
    [
      'src/components/menu/X.tsx',
      `${token}export const style = { fontWeight: wide ? fontWeights.bold : fontWeights.regular }\n`,
    ],
    [
      'src/components/menu/X.tsx',
      `${token}export const Mark = () => <text fontWeight={fontWeights.bold}>T</text>\n`,
    ],
    ['src/build/x.ts', `${token}export const css = \`b { font-weight: \${fontWeights.bold} }\`\n`],
    ['src/components/menu/X.tsx', "export const style = { fontSize: '1rem', fontStyle: 'italic' }\n"],
  ]
  expect(flagged(cases)).toEqual(cases.map(() => false))
})
