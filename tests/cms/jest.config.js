/**
 * The WordPress group: tests against the real local CMS (cms/local), run by `npm run test:cms`, which starts
 * and seeds the CMS first. They build the site several times, so they run one at a time and may take minutes.
 */
module.exports = {
  rootDir: '../..',
  displayName: 'cms',
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  testMatch: ['<rootDir>/tests/cms/**/*.test.ts'],
  modulePathIgnorePatterns: ['<rootDir>/.preview/'],
  testTimeout: 10 * 60 * 1000,
}
