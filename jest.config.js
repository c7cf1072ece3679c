/** Two projects: the source plugin and scripts run in Node; components run in jsdom. */
const transform = { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' }
const ignored = [
  '/node_modules/',
  '/.cache/',
  '/public/',
  '/.test-builds/',
  '/.preview/',
  '/tests/e2e/',
  '/tests/cms/',
  '/tests/pwa/',
]

module.exports = {
  projects: [
    {
      displayName: 'plugin',
      testEnvironment: 'node',
      transform,
      testMatch: [
        '<rootDir>/tests/plugin/**/*.test.ts',
        '<rootDir>/tests/scripts/**/*.test.ts',
        '<rootDir>/tests/scripts/**/*.test.tsx',
      ],
      testPathIgnorePatterns: ignored,
      // The preview server's copy of the site (npm run preview) is not the project's code.
      modulePathIgnorePatterns: ['<rootDir>/.preview/'],
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts'],
      testPathIgnorePatterns: ignored,
      // The preview server's copy of the site (npm run preview) is not the project's code.
      modulePathIgnorePatterns: ['<rootDir>/.preview/'],
      moduleNameMapper: { '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx' },
      setupFilesAfterEnv: ['<rootDir>/tests/setup-components.ts'],
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      globals: { __PATH_PREFIX__: '' },
    },
  ],
}
