import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const PORT = Number(process.env.PREVIEW_PORT ?? 8400)

/**
 * The preview group: the preview server (`npm run preview`: gatsby develop behind its token gate, in
 * .preview/) against the local WordPress, which scripts/test-cms.sh has started and seeded.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/preview',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: undefined,
  webServer: {
    command: 'npx tsx scripts/preview/start.ts',
    url: `http://127.0.0.1:${PORT}/__preview/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    // SIGTERM lets the preview script stop the development server it started (its own process group).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
  },
})
