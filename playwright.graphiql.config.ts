import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const PORT = Number(process.env.GRAPHIQL_PORT ?? 8100)

/** GraphiQL only exists in `gatsby develop`, so these checks run against a development server of their own. */
export default defineConfig({
  ...base,
  testDir: 'tests/graphiql',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: undefined,
  webServer: {
    command: `npx gatsby develop --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/___graphql`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
})
