import { lintMessages } from '../helpers/lint-text'

/**
 * The import rules of eslint.config.mjs catch each boundary crossing and let the allowed directions through, as an
 * import declaration and as `import()` alike.
 */
type Case = [file: string, specifier: string]

const BOUNDARY_RULES = ['no-restricted-imports', 'boundaries/dynamic-imports']
const forms = (specifier: string) => [
  `import { x } from '${specifier}'\nexport const y = x\n`,
  `export const load = () => import('${specifier}')\n`,
]

/** For each case: the boundary messages of the import declaration and of the `import()`. */
function importProblems(cases: Case[]): Array<[string[], string[]]> {
  const texts = cases.flatMap(([file, specifier]) =>
    forms(specifier).map((text): [string, string] => [file, text]),
  )
  const problems = lintMessages(texts).map((messages) =>
    messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message),
  )
  return cases.map((_, index) => [problems[2 * index]!, problems[2 * index + 1]!])
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
  ['tests/crash/x.test.ts', '../publish/support/cms-proxy', "another suite's folder"],
  ['tests/editors/x.spec.ts', '../preview/support/preview', "another suite's folder"],
  ['src/templates/x.tsx', '../pages/404', 'layers point one way'],
  ['src/pages/x.tsx', '../templates/home', 'layers point one way'],
  ['src/build/x.ts', '../components/layout/Layout', 'layers point one way'],
  ['src/build/hosting/x.ts', '../../templates/home', 'layers point one way'],
  ['src/service-worker/x.ts', '../design/tokens', 'layers point one way'],
  ['src/service-worker/x.ts', '../build/offline-page', 'layers point one way'],
  ['src/components/menu/X.tsx', '../../build/calendar', 'may not import src/build'],
  ['src/lib/x.ts', '../service-worker/request-kind', 'may not import src/build'],
  ['src/pages/x.tsx', '../build/offline-page', 'may not import src/build'],
  ['gatsby-browser.tsx', './src/build/calendar', 'may not import src/build'],
  ['src/lib/x.ts', 'node:fs', 'may not import Node modules'],
  ['src/components/content/X.tsx', 'path', 'may not import Node modules'],
  ['server/publish/x.ts', '../preview/token', 'another feature of server/'],
  ['server/preview/x.ts', '../publish/status', 'another feature of server/'],
  ['server/hosting/x.ts', '../publish/nginx', 'another feature of server/'],
  ['server/lib/x.ts', '../publish/queue', 'server/lib is the bottom layer'],
  ['server/lib/x.ts', '../settings', 'server/lib is the bottom layer'],
  ['server/settings.ts', './publish/status', 'imports only server/lib'],
  ['server/publish/x.ts', '../../scripts/support/serve-build', 'never imports scripts/'],
  ['server/main.ts', '../tests/helpers/local-cms', 'never imports scripts/'],
  ['server/publish/x.ts', '../../src/components/layout/Layout', "never the site's React layers"],
  ['server/publish/x.ts', '../../plugins/gatsby-source-wp-rest/src/fetch/fetch', 'public module'],
  ['src/build/x.ts', '../../server/publish/status', 'never import server/'],
  ['plugins/gatsby-source-wp-rest/src/x.ts', '../../../server/lib/json-file', 'never import server/'],
  ['gatsby-node.ts', './server/settings', 'never import server/'],
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
  ['src/build/x.ts', '../lib/agenda'],
  ['src/build/x.ts', '../design/tokens'],
  ['src/build/x.ts', '../service-worker/build-settings'],
  ['src/service-worker/x.ts', '../lib/pwa/worker-messages'],
  ['src/pages/x.tsx', '../components/layout/ErrorPage'],
  ['gatsby-ssr.tsx', './src/build/render-with-styles'],
  ['src/components/menu/X.tsx', './MenuFlyout'],
  ['src/lib/analytics/x.ts', './events'],
  ['src/build/x.ts', 'node:fs'],
  ['server/main.ts', './publish/service'],
  ['server/publish/x.ts', '../lib/instance-lock'],
  ['server/publish/x.ts', '../settings'],
  ['server/preview/x.ts', '../lib/local-cms'],
  ['server/publish/x.ts', '../../src/lib/calendar-paths'],
  ['server/publish/x.ts', '../../src/build/site-clock'],
  ['server/publish/x.ts', '../../plugins/gatsby-source-wp-rest/exports'],
  ['server/settings.ts', './lib/beside-project'],
  ['scripts/bench/x.ts', '../../server/publish/hook-call'],
  ['tests/publish/x.test.ts', '../../server/publish/switch'],
  ['src/build/x.tsx', '@emotion/server/create-instance'],
]

describe('the linter enforces the boundaries', () => {
  const answers = importProblems([
    ...CROSSINGS.map(([file, specifier]): Case => [file, specifier]),
    ...ALLOWED,
  ])

  it.each(CROSSINGS.map((crossing, index) => [...crossing, index] as const))(
    '%s may not import %s, nor import() it',
    (_file, _specifier, reason, index) => {
      expect(answers[index]).toEqual([[expect.stringContaining(reason)], [expect.stringContaining(reason)]])
    },
  )

  it.each(ALLOWED.map((allowed, index) => [...allowed, CROSSINGS.length + index] as const))(
    '%s may import %s, and import() it',
    (_file, _specifier, index) => {
      expect(answers[index]).toEqual([[], []])
    },
  )
})

describe('browser code uses no Node global', () => {
  it('is refused Buffer, require and __dirname, and allowed process.env (Gatsby inlines GATSBY_*)', () => {
    const text =
      "export const a = Buffer.from('x')\nexport const b = __dirname\nexport const c = process.env.GATSBY_GTM_ID\n"
    const [messages] = lintMessages([['src/lib/x.ts', text]])
    expect(messages!.map((m) => `${m.ruleId}:${m.line}`)).toEqual([
      'no-restricted-globals:1',
      'no-restricted-globals:2',
    ])
  })
})

describe('the server side reads its environment in one place', () => {
  it('refuses process.env anywhere in server/ but server/settings.ts', () => {
    const files = ['server/publish/x.ts', 'server/lib/x.ts', 'server/main.ts', 'server/settings.ts']
    const messages = lintMessages(files.map((file) => [file, 'export const a = process.env.CMS_URL\n']))
    const answers = Object.fromEntries(
      files.map((file, index) => [file, messages[index]!.map((m) => m.ruleId)]),
    )
    expect(answers).toEqual({
      'server/publish/x.ts': ['no-restricted-properties'],
      'server/lib/x.ts': ['no-restricted-properties'],
      'server/main.ts': ['no-restricted-properties'],
      'server/settings.ts': [],
    })
  })
})
