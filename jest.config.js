/**
 * Every jest test of the project, as five projects:
 *   - plugin (Node): the source plugin, src/build, src/service-worker, scripts/ and server/ (tests/plugin,
 *     tests/scripts, tests/server);
 *   - components (jsdom): src/ beside its code, in __tests__ folders;
 *   - cms and publish (Node): against the real local WordPress (and webhook and nginx), started by
 *     `npm run test:cms` / `npm run test:publish`. They build the site, so they run one at a time (--runInBand);
 *   - crash (Node): publishing killed at many moments (`npm run test:crash`, not part of `npm test`).
 * `npm run test:unit` selects the first two (`--selectProjects plugin components`); a path filter also selects.
 */
const transform = { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' }
const ignored = [
  '/node_modules/',
  '/.cache/',
  '/public/',
  '/.test-builds/',
  '/.preview/',
  '/tests/e2e/',
  '/tests/pwa/',
]
const node = {
  testEnvironment: 'node',
  transform,
  testPathIgnorePatterns: ignored,
  // The preview server's copy of the site (npm run preview) is not the project's code.
  modulePathIgnorePatterns: ['<rootDir>/.preview/'],
}
// The WordPress groups build the site several times: a test may take minutes.
const slow = { setupFilesAfterEnv: ['<rootDir>/tests/helpers/slow-tests.ts'] }

module.exports = {
  // One worker per core: jest's default (cores − 1) runs the unit tests in one process on a 2-core machine while
  // the other core idles (38 s against 27 s here). The WordPress groups run --runInBand regardless.
  maxWorkers: '100%',
  projects: [
    {
      ...node,
      displayName: 'plugin',
      testMatch: [
        '<rootDir>/tests/plugin/**/*.test.ts',
        '<rootDir>/tests/scripts/**/*.test.ts',
        '<rootDir>/tests/scripts/**/*.test.tsx',
        '<rootDir>/tests/server/**/*.test.ts',
        '<rootDir>/tests/corpus/**/*.test.ts',
      ],
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts'],
      testPathIgnorePatterns: ignored,
      modulePathIgnorePatterns: ['<rootDir>/.preview/'],
      moduleNameMapper: { '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx' },
      setupFilesAfterEnv: ['<rootDir>/tests/setup-components.ts'],
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      globals: { __PATH_PREFIX__: '' },
    },
    { ...node, ...slow, displayName: 'cms', testMatch: ['<rootDir>/tests/cms/**/*.test.ts'] },
    { ...node, ...slow, displayName: 'publish', testMatch: ['<rootDir>/tests/publish/**/*.test.ts'] },
    { ...node, ...slow, displayName: 'crash', testMatch: ['<rootDir>/tests/crash/**/*.test.ts'] },
  ],
}
