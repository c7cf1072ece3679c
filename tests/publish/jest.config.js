/**
 * The publishing group: the real local WordPress, Debian's webhook and nginx (run by `npm run test:publish`,
 * and by `npm run test:cms` after the WordPress group, with the CMS it started). One at a time: they build.
 */
module.exports = {
  rootDir: '../..',
  displayName: 'publish',
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  testMatch: ['<rootDir>/tests/publish/**/*.test.ts'],
  testTimeout: 10 * 60 * 1000,
}
