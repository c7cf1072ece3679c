import { builtinModules } from 'node:module'
import js from '@eslint/js'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The project's boundaries, as import rules. In src/, layers point one way: pages and templates → components →
 * design → lib (a layer imports only the layers after it). The Node code of src/build (run by gatsby-node and
 * gatsby-ssr) may use lib and design, never the React layers above them; the service worker (src/service-worker)
 * only lib; and no browser code imports either of them. Nothing under src/ or scripts/ imports from tests/. Code
 * outside the source plugin uses its Gatsby API or its public module (plugins/gatsby-source-wp-rest/exports.ts),
 * never its src/. Every rule covers `import()` too (no-restricted-imports sees static imports only).
 */
const NOT_TESTS = { group: ['**/tests/**'], message: 'src/ and scripts/ never import from tests/.' }
const NOT_PLUGIN_INTERNALS = {
  group: ['**/plugins/*/src/**'],
  message: "Import the plugin's public module (plugins/gatsby-source-wp-rest/exports.ts), not its src/.",
}
const layer = (name, below) => ({
  group: below.flatMap((other) => [`**/${other}/**`, `**/${other}`]),
  message: `${name} may not import ${below.join(' or ')}: layers point one way (templates → components → design → lib).`,
})
/**
 * The browser and WordPress suites under tests/ each import their own folder and tests/helpers/, never another
 * suite's: what two suites share is a helper (docs/testing.md, "Where tests live").
 */
const SUITES = ['e2e', 'graphiql', 'pwa', 'hosting', 'cms', 'preview', 'publish', 'crash', 'editors']
const notOtherSuites = (suite) => ({
  group: SUITES.filter((other) => other !== suite).flatMap((other) => [
    `**/tests/${other}`,
    `**/tests/${other}/**`,
    ...['..', '../..', '../../..'].flatMap((up) => [`${up}/${other}`, `${up}/${other}/**`]),
  ]),
  message: `tests/${suite}/ may not import another suite's folder: what suites share goes in tests/helpers/.`,
})
/**
 * The server side (server/): publishing, the preview and hosting's nginx, one application with layers like src/'s.
 * main.ts (the command line) → the features (publish, preview, hosting) → settings.ts → lib. A feature does not
 * import another; nothing in server/ imports scripts/ (thin entries and the bench) or the site's React layers;
 * nothing in the site or the source plugin imports server/.
 */
const SERVER_NOT_SCRIPTS = {
  group: ['**/scripts/**', '**/tests/**'],
  message: 'server/ never imports scripts/ (command-line entries, the bench) or tests/.',
}
const SERVER_NOT_SITE_LAYERS = {
  group: ['**/src/components/**', '**/src/templates/**', '**/src/pages/**', '**/src/design/**'],
  message: "server/ may use src/lib and src/build (Node code), never the site's React layers.",
}
const serverFeature = (name) => ({
  group: ['publish', 'preview', 'hosting']
    .filter((other) => other !== name)
    .flatMap((other) => [`../${other}/**`, `../${other}`]),
  message: `server/${name} may not import another feature of server/: what they share is in server/lib or server/settings.ts.`,
})
const SERVER_LIB = {
  group: [
    '../publish/**',
    '../preview/**',
    '../hosting/**',
    '../settings',
    '../main',
    './settings',
    './main',
  ],
  message: 'server/lib is the bottom layer: it imports no feature, no settings and not the command line.',
}
const NOT_SERVER = {
  // Relative only: packages have server modules of their own (react-dom/server, @emotion/server).
  group: ['./', '../', '../../', '../../../', '../../../../'].map((up) => `${up}server/**`),
  message: 'The site and the source plugin never import server/ (publishing, the preview: Node services).',
}
const NOT_NODE_OR_WORKER = {
  group: ['**/build/**', '**/build', '**/service-worker/**', '**/service-worker'],
  message:
    'Browser code may not import src/build (Node code, for gatsby-node and gatsby-ssr) or src/service-worker (the worker).',
}

// Browser code runs in a browser: no Node module, and no Node global but process.env.GATSBY_*, which Gatsby
// inlines. (Its tsconfig gives it no Node types, but Gatsby's own declarations bring them in, so the linter checks.)
const NOT_NODE_MODULES = {
  regex: `^(node:.*|${builtinModules.map(escapeRegExp).join('|')})$`,
  message: 'Browser code may not import Node modules: it runs in a browser.',
}
const BROWSER_CODE = [
  'src/lib/**/*.{ts,tsx}',
  'src/design/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/templates/**/*.{ts,tsx}',
  'src/pages/**/*.{ts,tsx}',
  'gatsby-browser.tsx',
]
const NODE_GLOBALS = ['Buffer', '__dirname', '__filename', 'require', 'global', 'module', 'exports'].map(
  (name) => ({
    name,
    message: 'Browser code runs in a browser: Node globals do not exist there.',
  }),
)

/** Text to match as it is, inside a regular expression. */
function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

/** A pattern of no-restricted-imports (gitignore-like globs on the specifier) as a regular expression. */
function globToRegExp(glob) {
  const escaped = glob
    .split(/(\*\*\/|\/\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?'
      if (part === '/**') return '(?:/.*)?'
      if (part === '*') return '[^/]*'
      return escapeRegExp(part)
    })
    .join('')
  return new RegExp(`^${escaped}$`)
}

/** The same boundaries for `import('…')`: no-restricted-imports looks at import and export declarations only. */
const dynamicImports = {
  meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
  create(context) {
    const groups = (context.options[0]?.patterns ?? []).map(({ group, regex, message }) => ({
      tests: regex === undefined ? group.map(globToRegExp) : [new RegExp(regex)],
      message,
    }))
    return {
      ImportExpression(node) {
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return
        const specifier = node.source.value
        const crossed = groups.find(({ tests }) => tests.some((test) => test.test(specifier)))
        if (crossed)
          context.report({
            node,
            message: `'${specifier}' is restricted from being used: ${crossed.message}`,
          })
      },
    }
  },
}
const boundaries = { rules: { 'dynamic-imports': dynamicImports } }

const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'boundaries/dynamic-imports': ['error', { patterns }],
})

// An effect written as `() => expr` returns expr as its cleanup. Chromium's scrollIntoView now returns a
// promise, which React then calls on unmount and the page crashes. Effects get a block body.
const EFFECT_BLOCK_BODY = {
  selector:
    "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement']",
  message: 'Give effects a block body: an expression body becomes the cleanup function.',
}
// The data layer is the analytics contract's: events go through pushEvent (src/lib/analytics/events.ts), so
// every event is typed, documented, in the Tag Manager container and free of personal data.
const NO_DATA_LAYER = {
  selector: "Identifier[name='dataLayer']",
  message:
    'Push analytics events with pushEvent() from src/lib/analytics/events.ts, never to the data layer itself.',
}

// Motion goes through src/design/motion.ts: decoration only for visitors who have not asked for less motion.
const NO_RAW_MOTION = {
  selector: 'Property[key.name=/^(animation|transition)/], Property[key.value=/^(animation|transition)/]',
  message:
    'Declare animations with motion() (or essentialMotion(), for a spinner) from src/design/motion.ts: decorative motion only for visitors who have not asked for less.',
}

// Font weights come from design/tokens' fontWeights: each further weight is one more font face to set up.
const NO_RAW_FONT_WEIGHT = {
  selector: [
    "Property[key.name='fontWeight'] > .value Literal",
    "Property[key.name='fontWeight'] > Literal.value",
    'Property[key.value=/^font-?[wW]eight$/] > .value Literal',
    'Property[key.value=/^font-?[wW]eight$/] > Literal.value',
    'JSXAttribute[name.name=/^font-?[wW]eight$/] Literal',
    'TemplateElement[value.raw=/font-weight:\\s*[\\w]/]',
    'Literal[value=/font-weight:\\s*[\\w]/]',
  ].join(', '),
  message:
    'Take font weights from fontWeights in src/design/tokens.ts: each further weight is one more font face to set up.',
}

/**
 * The site's layers (src/), each with what it may not import besides tests, server/ and the plugin's inside:
 * templates → components → design → lib, one way. Code that runs in the browser (`browser`) also may not import
 * Node's modules or the worker's, nor packages that are Node-only; its own tests (`__tests__`) are apart.
 */
const SITE_LAYERS = [
  {
    name: 'pages and templates',
    files: ['src/templates/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'gatsby-browser.tsx'],
    below: ['templates', 'pages'],
    browser: true,
  },
  {
    name: 'src/components',
    files: ['src/components/**/*.{ts,tsx}'],
    below: ['templates', 'pages'],
    browser: true,
  },
  {
    name: 'src/design',
    files: ['src/design/**/*.{ts,tsx}'],
    below: ['components', 'templates', 'pages'],
    browser: true,
  },
  {
    name: 'src/lib',
    files: ['src/lib/**/*.{ts,tsx}'],
    below: ['design', 'components', 'templates', 'pages'],
    browser: true,
  },
  { name: 'src/build', files: ['src/build/**/*.{ts,tsx}'], below: ['components', 'templates', 'pages'] },
  {
    name: 'src/service-worker',
    files: ['src/service-worker/**/*.ts'],
    below: ['design', 'components', 'templates', 'pages', 'build'],
  },
]
const siteLayerBlock = ({ name, files, below, browser = false }) => ({
  files,
  ...(browser ? { ignores: ['src/**/__tests__/**'] } : {}),
  rules: restrictImports(
    NOT_PLUGIN_INTERNALS,
    NOT_TESTS,
    NOT_SERVER,
    layer(name, below),
    ...(browser ? [NOT_NODE_OR_WORKER, NOT_NODE_MODULES] : []),
  ),
})

/** server/'s layers: main.ts → the features → settings.ts → lib, each with the rules of every server file. */
const SERVER_LAYERS = [
  { files: ['server/*.ts'], rules: [] },
  {
    files: ['server/settings.ts'],
    rules: [
      {
        group: ['./publish/**', './preview/**', './hosting/**', './main'],
        message: 'server/settings.ts imports only server/lib: the features read their settings from it.',
      },
    ],
  },
  { files: ['server/lib/**/*.ts'], rules: [SERVER_LIB] },
  ...['publish', 'preview', 'hosting'].map((feature) => ({
    files: [`server/${feature}/**/*.ts`],
    rules: [serverFeature(feature)],
  })),
]
const serverLayerBlock = ({ files, rules }) => ({
  files,
  rules: restrictImports(NOT_PLUGIN_INTERNALS, SERVER_NOT_SCRIPTS, SERVER_NOT_SITE_LAYERS, ...rules),
})

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.cache',
      'public',
      'content/snapshot',
      'src/gatsby-types.d.ts',
      'test-results',
      'playwright-report',
      '.cms',
      '.preview',
      '.test-builds',
      '.bench',
      '.publish',
      'bench-results',
      'dist',
    ],
  },
  { plugins: { boundaries } },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/no-danger-with-children': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': ['error', EFFECT_BLOCK_BODY],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    ignores: ['src/lib/analytics/data-layer.ts', 'src/lib/analytics/events.ts', 'src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': ['error', EFFECT_BLOCK_BODY, NO_DATA_LAYER, NO_RAW_MOTION, NO_RAW_FONT_WEIGHT],
    },
  },
  {
    // where motion is declared
    files: ['src/design/motion.ts'],
    rules: { 'no-restricted-syntax': ['error', EFFECT_BLOCK_BODY, NO_DATA_LAYER, NO_RAW_FONT_WEIGHT] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The WordPress plugin's scripts for wp-admin: plain browser scripts on WordPress's own packages (`wp`).
    files: ['cms/tandem-headless/assets/*.js'],
    languageOptions: { globals: { ...globals.browser, wp: 'readonly' } },
  },
  {
    // Stand-ins for third-party scripts that the benchmark serves to the browser.
    files: ['scripts/bench/third-party/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*', '**/*.test.{ts,tsx}', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    // The plugin's own tests, and the bad-content corpus that drives its per-item path, reach inside it.
    ignores: ['plugins/**', 'tests/plugin/**', 'tests/corpus/**', 'tests/cms/**', 'tests/helpers/**'],
    rules: restrictImports(NOT_PLUGIN_INTERNALS),
  },
  {
    files: ['scripts/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: restrictImports(NOT_PLUGIN_INTERNALS, NOT_TESTS),
  },
  ...SITE_LAYERS.map(siteLayerBlock),
  {
    files: ['plugins/**/*.ts', 'gatsby-node.ts', 'gatsby-config.ts', 'gatsby-ssr.tsx'],
    ignores: ['plugins/*/src/**'],
    rules: restrictImports(NOT_PLUGIN_INTERNALS, NOT_SERVER),
  },
  {
    files: ['plugins/*/src/**/*.ts'],
    rules: restrictImports(NOT_SERVER),
  },
  ...SERVER_LAYERS.map(serverLayerBlock),
  // The server side reads its environment in one place, server/settings.ts; everything else is given settings.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/settings.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in server/settings.ts only, and pass the setting on.',
        },
      ],
    },
  },
  {
    files: BROWSER_CODE,
    ignores: ['src/**/__tests__/**'],
    rules: { 'no-restricted-globals': ['error', ...NODE_GLOBALS] },
  },
  // tests/cms reads the plugin's internals on purpose (the live CMS against the plugin's own normalisers).
  ...SUITES.map((suite) => ({
    files: [`tests/${suite}/**/*.ts`],
    rules: restrictImports(...(suite === 'cms' ? [] : [NOT_PLUGIN_INTERNALS]), notOtherSuites(suite)),
  })),
)
